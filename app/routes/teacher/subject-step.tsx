import { ConfirmDialog, RenameDialog } from "~/components/edit-dialogs";
import { deleteSubject, getSubject, renameSubject } from "~/domain/courses.server";
import { handleButton } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { newSubjectSchema } from "~/schemas/content";
import type { Route } from "./+types/subject-step";

/** 'Rename' and 'Delete' of a subject, over its batch's page; the address's last part says which. */
const isDelete = (request: Request) => new URL(request.url).pathname.endsWith("/delete");

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.deleting ? "Delete subject" : "Rename subject" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const subject = await readForPage(() => getSubject(teacher, idParam(params.subjectId)));
  return { deleting: isDelete(request), subject };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const subjectId = idParam(params.subjectId);
  const back = `/teacher/course/${params.batchId}`;
  if (isDelete(request)) return handleButton(context, back, () => deleteSubject(teacher, subjectId));
  return handleForm(await readFormData(request), newSubjectSchema, async (value) => {
    const { message } = await renameSubject(teacher, subjectId, value);
    return redirectWithToast(context, back, "success", message);
  });
}

export default function SubjectStep({ loaderData, actionData, params }: Route.ComponentProps) {
  const { deleting, subject } = loaderData;
  const closeTo = `/teacher/course/${params.batchId}`;
  if (!deleting) {
    return (
      <RenameDialog
        title="Rename subject"
        closeTo={closeTo}
        field="subject_name"
        label="Subject name"
        current={subject.subject_name}
        lastResult={actionData && "status" in actionData ? actionData : undefined}
      />
    );
  }
  return (
    <ConfirmDialog
      title="Delete subject"
      closeTo={closeTo}
      button="Delete"
      error={actionData && "message" in actionData ? actionData.message : undefined}
    >
      <p>
        Delete <strong>{subject.subject_name}</strong>? With it go: {subject.goes_with_it}. Its students keep their
        accounts. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
