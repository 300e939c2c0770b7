import { Link } from "react-router";
import { Fact } from "~/components/fact";
import { PublicHeader } from "~/components/public-header";
import { Spaced } from "~/components/spaced";
import { config } from "~/config.server";
import { describeInstant } from "~/domain/core/time.server";
import { doubtDetails } from "~/domain/doubts/booking.server";
import { isCancellable } from "~/domain/doubts/cancellations.server";
import { classShown } from "~/domain/doubts/class-shown";
import type { DoubtStatus } from "~/domain/doubts/view.server";
import { languageFrom } from "~/http/language.server";
import { readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { SENT_TO_TEACHER } from "~/schemas/words";
import type { Route } from "./+types/thanks";

// The address is the visitor's key to their booking (a capability link): no search engine may keep it.
// server.js also sends `Referrer-Policy: no-referrer` with this page, so the join link never learns it.
export const meta: Route.MetaFunction = () => [
  { title: pageTranslate("Your doubt session") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const doubt = await readForPage(() => doubtDetails(params.doubtId));
  return {
    doubt,
    start: describeInstant(doubt.startsAt, config.INSTITUTE_TIMEZONE, languageFrom(context)),
    cancellable: isCancellable(doubt),
  };
}

const STATUS: Record<DoubtStatus, { shown: string; lead: string }> = {
  pending: { shown: "Approval Pending", lead: SENT_TO_TEACHER },
  accepted: { shown: "Approved", lead: "The teacher accepted your request. Join the meeting at the time below." },
  // The page shows Approved or Approval Pending; a held session was approved.
  completed: { shown: "Approved", lead: "This session is over. Thank you for coming." },
  cancelled: { shown: "Cancelled", lead: "You cancelled this booking. The time is free for someone else." },
  declined: { shown: "Declined", lead: "The teacher could not take this session." },
};

export default function Thanks({ loaderData }: Route.ComponentProps) {
  const { doubt, start, cancellable } = loaderData;
  const status = STATUS[doubt.status];
  const released = doubt.status === "cancelled" || doubt.status === "declined";
  const { t } = useTranslation("public");
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <section className="card stack">
          <h1>{released ? t("Booking closed") : t("Thank you!")}</h1>
          <p className="lead">{t(status.lead)}</p>
          <dl className="details">
            <Fact label={t("Email")}>{doubt.userEmail}</Fact>
            <Fact label={t("Time")}>
              {start.time} ({start.zone})
            </Fact>
            <Fact label={t("Date")}>{start.date}</Fact>
            <Fact label={t("Class")}>{classShown(t, doubt.doubtClass)}</Fact>
            <Fact label={t("Type of Doubt")}>
              <span translate="no">{doubt.doubtType}</span>
            </Fact>
            <Fact label={t("Status")}>{t(status.shown)}</Fact>
            {doubt.declineMessage ? (
              <Fact label={t("Message from the teacher")} className="wide">
                <span translate="no">{doubt.declineMessage}</span>
              </Fact>
            ) : null}
          </dl>
          <div className="actions">
            <Spaced>
              {doubt.joinUrl ? (
                <a href={doubt.joinUrl} className="button" rel="noreferrer">
                  {t("Join meeting")}
                </a>
              ) : null}
              {released ? (
                <Link to="/slot" className="button">
                  {t("Book another time")}
                </Link>
              ) : (
                <a href={`/thanks/${doubt.id}/calendar.ics`} className="button button-quiet" download>
                  {t("Add to calendar (.ics)")}
                </a>
              )}
              {cancellable ? (
                // A page of its own, loaded as a document: its form is posted from a page that sends an Origin.
                <Link to={`/thanks/${doubt.id}/cancel`} className="button button-quiet" reloadDocument>
                  {t("Cancel booking")}
                </Link>
              ) : null}
            </Spaced>
          </div>
          <nav aria-label={t("More from the institute")} className="actions">
            <Spaced>
              <Link to="/">{t("Home page")}</Link>
              <Link to="/register">{t("Browse batches")}</Link>
            </Spaced>
          </nav>
        </section>
      </main>
    </>
  );
}
