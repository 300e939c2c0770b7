import { Form, Link, useLocation } from "react-router";
import { EmailText } from "./email-text";
import { Fact } from "./fact";
import { SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";

type Shown = { date: string; time: string };
export type DoubtCardData = {
  id: string;
  user_email: string;
  class: string;
  doubt_type: string;
  request_accepted: boolean;
  completed: boolean;
  meeting_id: string | null;
  status: "pending" | "accepted" | "completed" | "cancelled" | "declined";
  decline_message: string;
  session: Shown;
  /** The day the visitor asked, e.g. "21 Nov 2026". */
  raised: string;
};

const STATUS_SHOWN: Record<DoubtCardData["status"], string> = {
  pending: "Pending",
  accepted: "Accepted",
  completed: "Completed",
  cancelled: "Cancelled by the visitor",
  declined: "Declined",
};

/** A doubt raised by a visitor, as the teacher sees it on the week page, with what can be done next. */
export function DoubtCard({ doubt }: { doubt: DoubtCardData }) {
  const status = STATUS_SHOWN[doubt.status];
  const released = doubt.status === "cancelled" || doubt.status === "declined";
  // The dialog keeps the page's chosen day, so closing it comes back to the same view.
  const { search } = useLocation();
  return (
    <article className="card doubt-card" aria-labelledby={`doubt-${doubt.id}`}>
      <header className="doubt-head">
        <span className="initial" aria-hidden="true">
          {doubt.user_email.charAt(0).toUpperCase()}
        </span>
        <div>
          <h3 id={`doubt-${doubt.id}`}>
            <EmailText email={doubt.user_email} />
          </h3>
          <p className="muted">Raised on {doubt.raised}</p>
        </div>
      </header>
      <dl className="facts">
        <Fact label="Session">
          {doubt.session.date}, {doubt.session.time}
        </Fact>
        <Fact label="Class">{doubt.class}</Fact>
      </dl>
      <p className="doubt-text">{doubt.doubt_type}</p>
      <p>
        <span className={doubt.request_accepted && !released ? "status status-done" : "status"}>{status}</span>
      </p>
      {doubt.decline_message ? <p className="muted">Your message: {doubt.decline_message}</p> : null}
      {released ? null : doubt.meeting_id ? (
        <Link to={{ pathname: `meeting/${doubt.id}`, search }} className="button" preventScrollReset>
          View Meeting Details
        </Link>
      ) : (
        <div className="actions doubt-actions">
          <Form method="post" preventScrollReset className="stack">
            <FormToken />
            <input type="hidden" name="intent" value="accept" />
            {doubt.request_accepted ? <p className="muted">Accepted, but the meeting link is missing.</p> : null}
            <SubmitButton name="doubtId" value={doubt.id}>
              {doubt.request_accepted ? "Create Meeting Link" : "Accept"}
            </SubmitButton>
          </Form>
          {doubt.request_accepted ? null : (
            <Link to={{ pathname: `decline/${doubt.id}`, search }} className="button button-quiet" preventScrollReset>
              Decline
            </Link>
          )}
        </div>
      )}
    </article>
  );
}
