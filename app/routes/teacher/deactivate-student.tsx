import { ConfirmDialog } from "~/components/edit-dialogs";
import { deactivateStudent } from "~/domain/student-directory.server";
import { StudentName } from "./+shared/student-name";
import { loadStudent, toStudentPage } from "./+shared/student-step.server";
import { buttonStep } from "./+shared/teacher-step.server";
import type { Route } from "./+types/deactivate-student";

/** 'Deactivate' a student: signed out everywhere, kept, and unable to sign in until reactivated. */
export const meta: Route.MetaFunction = () => [{ title: "Deactivate" }];
export const loader = loadStudent;
export const action = buttonStep("studentId", deactivateStudent, toStudentPage);

export default function DeactivateStudent({ loaderData: student, actionData, params }: Route.ComponentProps) {
  return (
    <ConfirmDialog
      title="Deactivate"
      closeTo={`/teacher/students/${params.studentId}`}
      button="Deactivate"
      error={actionData?.message}
    >
      <p>
        Deactivate <StudentName student={student} />? They are signed out everywhere now and cannot sign in until you
        reactivate them. Their data is kept.
      </p>
    </ConfirmDialog>
  );
}
