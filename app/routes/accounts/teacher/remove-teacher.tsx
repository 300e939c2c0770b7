import { Trans } from "react-i18next";
import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { Spaced } from "~/components/spaced";
import { removeTeacher, teacherToRemove } from "~/domain/accounts/teachers.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/remove-teacher";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Remove teacher") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const owner = requireTeacher(context);
  return readForPage(() => teacherToRemove(owner, idParam(params.teacherId)));
}

export async function action({ context, params }: Route.ActionArgs) {
  const owner = requireTeacher(context);
  return handleButton(context, "/teacher/teachers", () => removeTeacher(owner, idParam(params.teacherId)));
}

/** The confirmation of 'Remove': its own address, so it works without JavaScript. */
export default function RemoveTeacher({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <main id="main" className="page narrow">
      <h1>{t("Remove teacher")}</h1>
      <Form method="post" className="card stack">
        <FormToken />
        <FormError errors={actionData?.message ? [actionData.message] : undefined} />
        <p>
          <Trans
            t={t}
            i18nKey="Remove <1>{{name}}</1> ({{email}})? Their account is deleted and they are signed out everywhere."
            values={{ name: loaderData.name, email: loaderData.email }}
          >
            Remove <strong translate="no">{loaderData.name}</strong> ({loaderData.email})? Their account is deleted and
            they are signed out everywhere.
          </Trans>
        </p>
        <div className="actions">
          <Spaced>
            <SubmitButton>{t("Remove teacher")}</SubmitButton>
            <Link to="/teacher/teachers">{t("Cancel")}</Link>
          </Spaced>
        </div>
      </Form>
    </main>
  );
}
