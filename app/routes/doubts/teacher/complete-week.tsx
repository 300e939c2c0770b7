import { Trans } from "react-i18next";
import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { Spaced } from "~/components/spaced";
import { completeWeek, findWeek } from "~/domain/doubts/weeks.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/complete-week";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Complete Week") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return { week: await readForPage(() => findWeek(teacher, params.weekId)) };
}

export async function action({ params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleButton(context, "/teacher", () => completeWeek(teacher, params.weekId));
}

/** The confirmation step before a week stops taking bookings. */
export default function CompleteWeek({ loaderData, actionData }: Route.ComponentProps) {
  const { week } = loaderData;
  const { t } = useTranslation("doubts");
  return (
    <RouteDialog title={t("Complete Week")} closeTo="/teacher">
      <Form method="post" className="stack">
        <FormToken />
        <FormError errors={actionData ? [actionData.message] : undefined} />
        {week.completed ? (
          <p>
            <Trans
              t={t}
              i18nKey="<1>{{name}}</1> is already completed."
              values={{ name: week.name }}
              components={{ 1: <strong translate="no" /> }}
            />
          </p>
        ) : (
          <p>
            <Trans
              t={t}
              i18nKey="Mark <1>{{name}}</1> as completed? Visitors will no longer be able to book its slots. This cannot be undone."
              values={{ name: week.name }}
              components={{ 1: <strong translate="no" /> }}
            />
          </p>
        )}
        <div className="actions">
          <Spaced>
            {week.completed ? null : <SubmitButton>{t("Complete Week")}</SubmitButton>}
            <Link to="/teacher" className="button button-quiet" preventScrollReset>
              {t("Cancel")}
            </Link>
          </Spaced>
        </div>
      </Form>
    </RouteDialog>
  );
}
