import { useForm } from "@conform-to/react";
import { Trans } from "react-i18next";
import { Form, Link } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { PublicHeader } from "~/components/public-header";
import { acceptInvite, checkInvite } from "~/domain/accounts/teachers.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { readOneTimeLink } from "~/http/one-time-link.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { acceptInviteSchema } from "~/schemas/teachers";
import type { Route } from "./+types/accept-invite";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Create your teacher account") }];

export function loader({ params }: Route.LoaderArgs) {
  return readOneTimeLink(() => checkInvite(params.token));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleForm(await readFormData(request), acceptInviteSchema, async (value) => {
    const { message } = await acceptInvite(params.token, value);
    return redirectWithToast(context, "/signin?as=teacher", "success", message);
  });
}

/** Opened from the owner's invitation; the e-mail is the one the owner invited. */
export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ first_name: string; last_name: string; password: string }>({
    id: "accept-invite",
    lastResult: actionData,
  });
  const { t } = useTranslation("public");
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>{t("Create your teacher account")}</h1>
        {loaderData.unusable ? (
          <p className="notice">
            {t(loaderData.unusable)} <Link to="/signin?as=teacher">{t("Sign in")}</Link>
          </p>
        ) : (
          <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="card stack">
            <FormToken />
            <p>
              <Trans t={t} i18nKey="For <1>{{email}}</1>." values={{ email: loaderData.email }}>
                For <strong>{loaderData.email}</strong>.
              </Trans>
            </p>
            <FormError id={form.errorId} errors={form.errors} />
            <Field label={t("First name")} meta={fields.first_name} autoComplete="given-name" />
            <Field label={t("Last name")} meta={fields.last_name} autoComplete="family-name" />
            <Field
              label={t("Password")}
              type="password"
              meta={fields.password}
              autoComplete="new-password"
              hint={t("At least 8 characters, and not a common password.")}
            />
            <SubmitButton>{t("Create account")}</SubmitButton>
          </Form>
        )}
      </main>
    </>
  );
}
