import { Trans } from "react-i18next";
import { ConfirmDialog } from "~/components/edit-dialogs";
import { reactivateStudent } from "~/domain/students/directory.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { StudentName } from "../+shared/student-name";
import { loadStudent, toStudentPage } from "../+shared/student-step.server";
import type { Route } from "./+types/reactivate-student";

/** 'Reactivate' a deactivated student: they can sign in again. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Reactivate") }];
export const loader = loadStudent;
export const action = buttonStep("studentId", reactivateStudent, toStudentPage);

export default function ReactivateStudent({ loaderData: student, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <ConfirmDialog
      title={t("Reactivate")}
      closeTo={`/teacher/students/${params.studentId}`}
      button={t("Reactivate")}
      error={actionData?.message}
    >
      <p>
        <Trans
          t={t}
          i18nKey="Reactivate <1>{{name}}</1>? They can sign in again."
          values={{ name: `${student.firstName} ${student.lastName}` }}
        >
          Reactivate <StudentName student={student} />? They can sign in again.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
