import { DeleteDialog } from "~/components/edit-dialogs";
import { deleteSubject } from "~/domain/subjects.server";
import { loadSubject, toBatchPage } from "./+shared/subject-step.server";
import { buttonStep } from "./+shared/teacher-step.server";
import type { Route } from "./+types/delete-subject";

/** 'Delete' a subject with everything in it, over its batch's page. */
export const meta: Route.MetaFunction = () => [{ title: "Delete subject" }];
export const loader = loadSubject;
export const action = buttonStep("subjectId", deleteSubject, toBatchPage);

export default function DeleteSubject({ loaderData: subject, actionData, params }: Route.ComponentProps) {
  return (
    <DeleteDialog
      noun="subject"
      name={subject.name}
      goesWithIt={subject.goesWithIt}
      closeTo={`/teacher/course/${params.batchId}`}
      actionData={actionData}
    />
  );
}
