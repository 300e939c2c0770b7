import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { PublicHeader } from "~/components/public-header";
import { config } from "~/config.server";
import { requestPasswordReset, resetRequested } from "~/domain/accounts/password-reset.server";
import { mailIsSetUp } from "~/domain/mail/outbox.server";
import { addressOf } from "~/http/api.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { forgotPasswordSchema } from "~/schemas/accounts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta("Forgot password?", "Get a link by e-mail to choose a new password for your account.");

export function loader({ request }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.has("sent");
  return { sent: sent ? resetRequested() : null, mailIsSetUp: mailIsSetUp() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleForm(await readFormData(request), forgotPasswordSchema, async (value) => {
    const { message } = await requestPasswordReset(value, addressOf(context), config.PUBLIC_URL);
    return redirectWithToast(context, "/forgot-password?sent", "success", message);
  });
}

/** Asks for the e-mail and always answers the same, so it tells nobody which e-mails have accounts. */
export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ email: string }>({ id: "forgot-password", lastResult: actionData });
  const { t } = useTranslation("public");
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>{t("Forgot password?")}</h1>
        {loaderData.sent ? (
          <p className="notice" role="status">
            {t(loaderData.sent)} {t("It works once, within an hour.")}
            {loaderData.mailIsSetUp ? ` ${t("No mail? Check the spelling, or ask your teacher for a link.")}` : ""}
          </p>
        ) : loaderData.mailIsSetUp ? (
          <p className="lead">
            {t("Enter the e-mail you sign in with. We will mail you a link to choose a new password.")}
          </p>
        ) : (
          <p className="lead">
            {t(
              "Enter the e-mail you sign in with. Mail is not set up here: the link to choose a new password goes to the institute's outbox, and your teacher can pass it on.",
            )}
          </p>
        )}
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="card stack">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <Field label={t("Email")} type="email" meta={fields.email} autoComplete="email" />
          <SubmitButton>{t("Send link")}</SubmitButton>
          <p>
            <Link to="/signin">{t("Back to sign in")}</Link>
          </p>
        </Form>
      </main>
    </>
  );
}
