import { RenameDialog } from "~/components/edit-dialogs";
import { renameWeek } from "~/domain/doubts/weeks.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { weekNameSchema } from "~/schemas/weeks";
import { loadWeek } from "../+shared/week-step.server";
import type { Route } from "./+types/rename-week";

/** 'Rename' a week of doubt sessions, over the teacher's home. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Rename week") }];
export const loader = loadWeek;
export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.weekId),
  schema: weekNameSchema,
  save: renameWeek,
  after: () => "/teacher",
});

export default function RenameWeek({ loaderData: week, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("doubts");
  return (
    <RenameDialog
      title={t("Rename week")}
      closeTo="/teacher"
      field="week_name"
      label={t("Week name")}
      current={week.name}
      lastResult={actionData}
    />
  );
}
