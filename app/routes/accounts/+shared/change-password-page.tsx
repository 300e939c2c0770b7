import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { useTranslation } from "~/i18n/use-translation";

export const changePasswordMeta = () =>
  pageMeta("Change password", "Choose a new password for your account; your other devices are signed out.");

/** The 'Change password' form of student-password and teacher-password. */
export function ChangePasswordPage({ actionData }: { actionData?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<{ current_password: string; password: string }>({
    id: "change-password",
    lastResult: actionData,
  });
  const { t } = useTranslation("public");
  return (
    <main id="main" className="page narrow">
      <h1>{t("Change password")}</h1>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="card stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field
          label={t("Current password")}
          type="password"
          meta={fields.current_password}
          autoComplete="current-password"
        />
        <Field
          label={t("New password")}
          type="password"
          meta={fields.password}
          autoComplete="new-password"
          hint={t("At least 8 characters, and not a common password. Your other devices will be signed out.")}
        />
        <SubmitButton>{t("Change password")}</SubmitButton>
      </Form>
    </main>
  );
}
