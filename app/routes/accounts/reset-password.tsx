import { useForm } from "@conform-to/react";
import { Trans } from "react-i18next";
import { Form, Link } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { PublicHeader } from "~/components/public-header";
import { checkResetLink, resetPassword } from "~/domain/accounts/password-reset.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { readOneTimeLink } from "~/http/one-time-link.server";
import { clearedSessionCookie } from "~/http/session-cookie.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newPasswordSchema } from "~/schemas/accounts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Choose a new password") }];

export function loader({ params }: Route.LoaderArgs) {
  return readOneTimeLink(() => checkResetLink(params.token));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleForm(await readFormData(request), newPasswordSchema, async (value) => {
    const { message } = await resetPassword(params.token, value);
    // Every session of the account has ended, this browser's too.
    return redirectWithToast(context, "/signin", "success", message, {
      headers: { "Set-Cookie": clearedSessionCookie() },
    });
  });
}

/** Opened from the mailed (or teacher's) link; the token in the address is all it needs. */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ password: string }>({ id: "reset-password", lastResult: actionData });
  const { t } = useTranslation("public");
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>{t("Choose a new password")}</h1>
        {loaderData.unusable ? (
          <>
            <p className="notice">{t(loaderData.unusable)}</p>
            <p>
              <Link to="/forgot-password">{t("Forgot password?")}</Link>
            </p>
          </>
        ) : (
          <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="card stack">
            <FormToken />
            <p>
              <Trans t={t} i18nKey="For <1>{{email}}</1>." values={{ email: loaderData.email }}>
                For <strong>{loaderData.email}</strong>.
              </Trans>{" "}
              {t(
                "Signing in with the new password works on every device; every device signed in now will be signed out.",
              )}
            </p>
            <FormError id={form.errorId} errors={form.errors} />
            <input
              type="email"
              name="username"
              value={loaderData.email ?? ""}
              autoComplete="username"
              hidden
              readOnly
            />
            <Field
              label={t("New password")}
              type="password"
              meta={fields.password}
              autoComplete="new-password"
              hint={t("At least 8 characters, and not a common password.")}
            />
            <SubmitButton>{t("Set new password")}</SubmitButton>
          </Form>
        )}
      </main>
    </>
  );
}
