import { ConfirmDialog } from "~/components/edit-dialogs";
import { reactivateStudent } from "~/domain/student-directory.server";
import { StudentName } from "./+shared/student-name";
import { loadStudent, toStudentPage } from "./+shared/student-step.server";
import { buttonStep } from "./+shared/teacher-step.server";
import type { Route } from "./+types/reactivate-student";

/** 'Reactivate' a deactivated student: they can sign in again. */
export const meta: Route.MetaFunction = () => [{ title: "Reactivate" }];
export const loader = loadStudent;
export const action = buttonStep("studentId", reactivateStudent, toStudentPage);

export default function ReactivateStudent({ loaderData: student, actionData, params }: Route.ComponentProps) {
  return (
    <ConfirmDialog
      title="Reactivate"
      closeTo={`/teacher/students/${params.studentId}`}
      button="Reactivate"
      error={actionData?.message}
    >
      <p>
        Reactivate <StudentName student={student} />? They can sign in again.
      </p>
    </ConfirmDialog>
  );
}
