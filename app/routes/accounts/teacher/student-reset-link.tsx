import { Trans } from "react-i18next";
import { data, Form, Link } from "react-router";
import { CopyField } from "~/components/copy-field";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { config } from "~/config.server";
import { createStudentResetLink, studentForResetLink } from "~/domain/accounts/password-reset.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { answerRefusal } from "~/http/refusals.server";
import { toast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/student-reset-link";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Reset password link") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(() => studentForResetLink(teacher, idParam(params.studentId)));
}

/** The link is shown once, in the answer to the button; it is never kept where it could be read again. */
export async function action({ context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return answerRefusal(
    async () => {
      const { link, message } = await createStudentResetLink(teacher, idParam(params.studentId), config.PUBLIC_URL);
      toast(context, "success", message);
      return { link, message };
    },
    ({ message, status }) => data({ link: null, message }, { status }),
  );
}

/** For a student who cannot read their mail: the teacher passes the one-time link on by hand. */
export default function StudentResetLink({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email } = loaderData;
  const { t } = useTranslation("teacher");
  return (
    <main id="main" className="page narrow">
      <h1>{t("Reset password link")}</h1>
      {actionData?.link ? (
        <div className="card stack">
          <p role="status">{actionData.message}</p>
          <CopyField label={t("Reset password link")} value={actionData.link} />
          <p className="muted">
            <Trans
              t={t}
              i18nKey="It has also been mailed to {{email}} (or waits in the <1>Outbox</1> when mail is not set up). Creating another link does not stop this one; using either stops both."
              values={{ email }}
            >
              It has also been mailed to {email} (or waits in the <Link to="/teacher/outbox">Outbox</Link> when mail is
              not set up). Creating another link does not stop this one; using either stops both.
            </Trans>
          </p>
        </div>
      ) : (
        <Form method="post" className="card stack">
          <FormToken />
          <FormError errors={actionData?.message ? [actionData.message] : undefined} />
          <p>
            <Trans
              t={t}
              i18nKey="Create a one-time link with which <1>{{name}}</1> ({{email}}) chooses a new password. It works once, within an hour, and signs them out everywhere."
              values={{ name, email }}
            >
              Create a one-time link with which <strong translate="no">{name}</strong> ({email}) chooses a new password.
              It works once, within an hour, and signs them out everywhere.
            </Trans>
          </p>
          <SubmitButton>{t("Create link")}</SubmitButton>
        </Form>
      )}
      <p>
        <Link to="/teacher">{t("Back to the dashboard")}</Link>
      </p>
    </main>
  );
}
