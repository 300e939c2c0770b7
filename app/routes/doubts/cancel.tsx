import { Form, Link, redirect } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { PublicHeader } from "~/components/public-header";
import { Spaced } from "~/components/spaced";
import { config } from "~/config.server";
import { describeInstant } from "~/domain/core/time.server";
import { doubtDetails } from "~/domain/doubts/booking.server";
import { cancelBooking, isCancellable } from "~/domain/doubts/cancellations.server";
import { handleButton } from "~/http/actions.server";
import { addressOf } from "~/http/api.server";
import { readFormData } from "~/http/forms.server";
import { languageFrom } from "~/http/language.server";
import { readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/cancel";

export const meta: Route.MetaFunction = () => [
  { title: pageTranslate("Cancel booking") },
  { name: "robots", content: "noindex, nofollow" },
];

/** The confirmation of 'Cancel booking'; a booking that can no longer be cancelled goes back to its page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const doubt = await readForPage(() => doubtDetails(params.doubtId));
  if (!isCancellable(doubt)) throw redirect(`/thanks/${doubt.id}`);
  return {
    doubtId: doubt.id,
    start: describeInstant(doubt.startsAt, config.INSTITUTE_TIMEZONE, languageFrom(context)),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await readFormData(request);
  return handleButton(context, `/thanks/${params.doubtId}`, () =>
    cancelBooking(params.doubtId, { address: addressOf(context) }),
  );
}

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { doubtId, start } = loaderData;
  const { t } = useTranslation("public");
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <section className="card stack">
          <h1>{t("Cancel booking?")}</h1>
          <p>
            {t(
              "Your doubt session on {{date}} at {{time}} ({{zone}}) will be cancelled, and the time will be free for someone else to book. This cannot be undone.",
              start,
            )}
          </p>
          <FormError errors={actionData ? [actionData.message] : undefined} />
          <Form method="post" reloadDocument className="actions">
            <Spaced>
              <FormToken />
              <SubmitButton>{t("Cancel booking")}</SubmitButton>
              <Link to={`/thanks/${doubtId}`} className="button button-quiet" reloadDocument>
                {t("Keep booking")}
              </Link>
            </Spaced>
          </Form>
        </section>
      </main>
    </>
  );
}
