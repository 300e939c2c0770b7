import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, NewAccountFields, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The one teacher sign-up form, behind /teacher/signup, /register/teacher and the Teacher Portal's
 * 'Create an account': a new account's four fields and the institute's teacher code, checked by
 * teacherSignUpSchema. `intent` tells a page with two forms which one was sent.
 */
export function TeacherSignUpForm({
  lastResult,
  intent,
  className = "stack",
  children,
}: {
  lastResult?: SubmissionResult<string[]>;
  intent?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  const [form, fields] = useForm<{
    first_name: string;
    last_name: string;
    email: string;
    password: string;
    teacher_code: string;
  }>({ lastResult });
  const { t } = useTranslation("public");
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className={className}>
      <FormToken />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormError id={form.errorId} errors={form.errors} />
      <NewAccountFields fields={fields} />
      <Field
        label={t("Teacher code")}
        type="password"
        meta={fields.teacher_code}
        autoComplete="off"
        hint={t("The institute's code for teachers")}
      />
      <SubmitButton>{t("Sign Up")}</SubmitButton>
      {children}
    </Form>
  );
}
