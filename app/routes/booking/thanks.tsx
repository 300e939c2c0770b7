import { Link } from "react-router";
import { Fact } from "~/components/fact";
import { PublicHeader } from "~/components/public-header";
import { config } from "~/config.server";
import { doubtDetails } from "~/domain/booking.server";
import { isCancellable } from "~/domain/cancellations.server";
import type { DoubtStatus } from "~/domain/doubt-view.server";
import { describeInstant } from "~/domain/time.server";
import { readForPage } from "~/http/pages.server";
import { SENT_TO_TEACHER } from "~/schemas/words";
import type { Route } from "./+types/thanks";

// The address is the visitor's key to their booking (a capability link): no search engine may keep it.
// server.js also sends `Referrer-Policy: no-referrer` with this page, so the join link never learns it.
export const meta: Route.MetaFunction = () => [
  { title: "Your doubt session" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const { doubt } = await readForPage(() => doubtDetails(params.doubtId));
  return {
    doubt,
    start: describeInstant(new Date(doubt.date), config.INSTITUTE_TIMEZONE),
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
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <section className="card stack">
          <h1>{released ? "Booking closed" : "Thank you!"}</h1>
          <p className="lead">{status.lead}</p>
          <dl className="details">
            <Fact label="Email">{doubt.user_email}</Fact>
            <Fact label="Time">
              {start.time} ({start.zone})
            </Fact>
            <Fact label="Date">{start.date}</Fact>
            <Fact label="Class">{doubt.class}</Fact>
            <Fact label="Type of Doubt">{doubt.doubt_type}</Fact>
            <Fact label="Status">{status.shown}</Fact>
            {doubt.decline_message ? (
              <Fact label="Message from the teacher" className="wide">
                {doubt.decline_message}
              </Fact>
            ) : null}
          </dl>
          <div className="actions">
            {doubt.join_url ? (
              <a href={doubt.join_url} className="button" rel="noreferrer">
                Join meeting
              </a>
            ) : null}
            {released ? (
              <Link to="/slot" className="button">
                Book another time
              </Link>
            ) : (
              <a href={`/thanks/${doubt.id}/calendar.ics`} className="button button-quiet" download>
                Add to calendar (.ics)
              </a>
            )}
            {cancellable ? (
              // A page of its own, loaded as a document: its form is posted from a page that sends an Origin.
              <Link to={`/thanks/${doubt.id}/cancel`} className="button button-quiet" reloadDocument>
                Cancel booking
              </Link>
            ) : null}
          </div>
          <nav aria-label="More from the institute" className="actions">
            <Link to="/">Home page</Link>
            <Link to="/register">Browse batches</Link>
          </nav>
        </section>
      </main>
    </>
  );
}
