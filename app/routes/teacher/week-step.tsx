import { RenameOrDeleteDialog } from "~/components/edit-dialogs";
import { deleteWeek, findWeek, renameWeek } from "~/domain/weeks.server";
import { requireTeacher } from "~/http/guards.server";
import { readForPage } from "~/http/pages.server";
import { isDeleteStep, renameOrDelete } from "~/http/steps.server";
import { weekNameSchema } from "~/schemas/weeks";
import type { Route } from "./+types/week-step";

/** 'Rename' and 'Delete week' of a week of doubt sessions, over the teacher's home. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.deleting ? "Delete week" : "Rename week" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return { deleting: isDeleteStep(request), week: await readForPage(() => findWeek(teacher, params.weekId)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return renameOrDelete({
    request,
    context,
    schema: weekNameSchema,
    rename: (value) => renameWeek(teacher, params.weekId, value),
    remove: () => deleteWeek(teacher, params.weekId),
    afterRename: "/teacher",
    afterDelete: "/teacher",
  });
}

export default function WeekStep({ loaderData, actionData }: Route.ComponentProps) {
  const { deleting, week } = loaderData;
  return (
    <RenameOrDeleteDialog
      deleting={deleting}
      titles={{ rename: "Rename week", delete: "Delete week" }}
      field="week_name"
      label="Week name"
      name={week.name}
      goesWithIt={`${week.slotCount} ${week.slotCount === 1 ? "slot" : "slots"}`}
      closeTo="/teacher"
      actionData={actionData}
    />
  );
}
