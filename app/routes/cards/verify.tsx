import { isRouteErrorResponse } from "react-router";
import { PublicPage } from "~/components/public-page";
import { verifyIdCard } from "~/domain/cards/id-card-links.server";
import { readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/verify";

// Anyone holding the card opens this: server.js sends it with `Cache-Control: private, no-store`,
// `X-Robots-Tag: noindex` and no referrer, and keeps the token out of the access log.
export const meta: Route.MetaFunction = () => [
  { title: pageTranslate("ID card check") },
  { name: "robots", content: "noindex, nofollow" },
];

/** What an ID card's QR code opens: whether its student is enrolled at the institute now, and nothing private. */
export async function loader({ params }: Route.LoaderArgs) {
  return readForPage(() => verifyIdCard(params.token));
}

export default function VerifyIdCard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("documents-cards");
  const card = loaderData;
  return (
    <PublicPage title={t("ID card check")}>
      {card.enrolled ? (
        <>
          <p className="notice">
            <strong>{t("Enrolled")}</strong>
          </p>
          <dl className="report-card-facts">
            <dt>{t("Student")}</dt>
            <dd translate="no">{card.name}</dd>
            <dt>{t("Batch")}</dt>
            <dd translate="no">{card.batchName}</dd>
            <dt>{t("Institute")}</dt>
            <dd translate="no">{card.institute}</dd>
          </dl>
          <p>{t("This student is enrolled at {{institute}} now.", { institute: card.institute })}</p>
        </>
      ) : (
        <>
          <p className="notice">
            <strong>{t("No longer enrolled")}</strong>
          </p>
          <p>
            {t("The student this card was made for is no longer enrolled at {{institute}}.", {
              institute: card.institute,
            })}
          </p>
        </>
      )}
      <p className="muted">{t("Compare the photo on the card with the person who shows it.")}</p>
    </PublicPage>
  );
}

/** A made-up address: not a card of this institute. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("documents-cards");
  const known = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PublicPage title={known ? t("This ID card is not valid") : t("Something went wrong")}>
      <p>{known ? t("This address is not one of the institute's ID cards.") : t("Please try again in a moment.")}</p>
    </PublicPage>
  );
}
