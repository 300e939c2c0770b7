import { useForm } from "@conform-to/react";
import { Trans } from "react-i18next";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { deleteStudent } from "~/domain/students/directory.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { studentDeleteSchema } from "~/schemas/student-directory";
import { StudentName } from "../+shared/student-name";
import { loadStudent } from "../+shared/student-step.server";
import type { Route } from "./+types/delete-student";

/** 'Delete student': their account and all that is theirs, confirmed by typing their email. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Delete student") }];
export const loader = loadStudent;
export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.studentId),
  schema: studentDeleteSchema,
  save: (teacher, id, value) => deleteStudent(teacher, id, value.confirm_email),
  after: () => "/teacher/students",
});

export default function DeleteStudent({ loaderData: student, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ confirm_email: string }>({ lastResult: actionData });
  return (
    <RouteDialog title={t("Delete student")} closeTo={`/teacher/students/${params.studentId}`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <p>
          {/* Named tags: the words around them differ in order between languages. */}
          <Trans
            t={t}
            i18nKey="Delete <name>{{name}}</name>'s account with their sessions, registrations and results? This cannot be undone. Type <email>{{email}}</email> to confirm."
            values={{ name: `${student.firstName} ${student.lastName}`, email: student.email }}
            components={{ name: <StudentName student={student} />, email: <strong /> }}
          />
        </p>
        <Field label={t("Student's email")} type="email" meta={fields.confirm_email} autoComplete="off" />
        <SubmitButton>{t("Delete student")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
