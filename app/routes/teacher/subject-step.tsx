import { RenameOrDeleteDialog } from "~/components/edit-dialogs";
import { deleteSubject, getSubject, renameSubject } from "~/domain/courses.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { isDeleteStep, renameOrDelete } from "~/http/steps.server";
import { newSubjectSchema } from "~/schemas/content";
import type { Route } from "./+types/subject-step";

/** 'Rename' and 'Delete' of a subject, over its batch's page. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.deleting ? "Delete subject" : "Rename subject" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const subject = await readForPage(() => getSubject(teacher, idParam(params.subjectId)));
  return { deleting: isDeleteStep(request), subject };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const subjectId = idParam(params.subjectId);
  const back = idPath`/teacher/course/${params.batchId}`;
  return renameOrDelete({
    request,
    context,
    schema: newSubjectSchema,
    rename: (value) => renameSubject(teacher, subjectId, value),
    remove: () => deleteSubject(teacher, subjectId),
    afterRename: back,
    afterDelete: back,
  });
}

export default function SubjectStep({ loaderData, actionData, params }: Route.ComponentProps) {
  const { deleting, subject } = loaderData;
  return (
    <RenameOrDeleteDialog
      deleting={deleting}
      noun="subject"
      field="subject_name"
      label="Subject name"
      name={subject.subject_name}
      goesWithIt={subject.goes_with_it}
      closeTo={`/teacher/course/${params.batchId}`}
      actionData={actionData}
    />
  );
}
