import { Trans } from "react-i18next";
import { ConfirmDialog } from "~/components/edit-dialogs";
import { deactivateStudent } from "~/domain/students/directory.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { StudentName } from "../+shared/student-name";
import { loadStudent, toStudentPage } from "../+shared/student-step.server";
import type { Route } from "./+types/deactivate-student";

/** 'Deactivate' a student: signed out everywhere, kept, and unable to sign in until reactivated. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Deactivate") }];
export const loader = loadStudent;
export const action = buttonStep("studentId", deactivateStudent, toStudentPage);

export default function DeactivateStudent({ loaderData: student, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <ConfirmDialog
      title={t("Deactivate")}
      closeTo={`/teacher/students/${params.studentId}`}
      button={t("Deactivate")}
      error={actionData?.message}
    >
      <p>
        <Trans
          t={t}
          i18nKey="Deactivate <1>{{name}}</1>? They are signed out everywhere now and cannot sign in until you reactivate them. Their data is kept."
          values={{ name: `${student.firstName} ${student.lastName}` }}
        >
          Deactivate <StudentName student={student} />? They are signed out everywhere now and cannot sign in until you
          reactivate them. Their data is kept.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
