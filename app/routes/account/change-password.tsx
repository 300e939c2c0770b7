import { useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { changePassword } from "~/domain/password-reset.server";
import { sessionTokenContext } from "~/http/context.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { homeOf } from "~/http/guards.server";
import { requireAccount } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { changePasswordSchema } from "~/schemas/accounts";
import type { Route } from "./+types/change-password";

export const meta: Route.MetaFunction = () =>
  pageMeta("Change password", "Choose a new password for your account; your other devices are signed out.");

// Mounted twice, at /student/password and /teacher/password; the address says whose page it is.
export function loader({ request, context }: Route.LoaderArgs) {
  requireAccount(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = requireAccount(request, context);
  return handleForm(await readFormData(request), changePasswordSchema, async (value) => {
    const { message } = await changePassword(actor, context.get(sessionTokenContext), value);
    return redirectWithToast(context, homeOf(actor), "success", message);
  });
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
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
