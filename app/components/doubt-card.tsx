import { Form, Link, useLocation } from "react-router";
import { classShown } from "~/domain/doubts/class-shown";
import type { DoubtStatus } from "~/domain/doubts/view.server";
import { useTranslation } from "~/i18n/use-translation";
import { EmailText } from "./email-text";
import { Fact } from "./fact";
import { SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";
import { Spaced } from "./spaced";

export type DoubtCardData = {
  id: string;
  userEmail: string;
  doubtClass: string;
  doubtType: string;
  accepted: boolean;
  meetingId: string | null;
  status: DoubtStatus;
  declineMessage: string;
  /** The session's date and time, in the viewer's language. */
  session: { date: string; time: string };
  /** The day the visitor asked, e.g. "21 Nov 2026". */
  raised: string;
};

const STATUS_SHOWN: Record<DoubtStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  completed: "Completed",
  cancelled: "Cancelled by the visitor",
  declined: "Declined",
};

/** A doubt raised by a visitor, as the teacher sees it on the week page, with what can be done next. */
export function DoubtCard({ doubt }: { doubt: DoubtCardData }) {
  const { t } = useTranslation("doubts");
  const released = doubt.status === "cancelled" || doubt.status === "declined";
  // The dialog keeps the page's chosen day, so closing it comes back to the same view.
  const { search } = useLocation();
  return (
    <article className="card doubt-card" aria-labelledby={`doubt-${doubt.id}`}>
      <header className="doubt-head">
        <span className="initial" aria-hidden="true">
          {doubt.userEmail.charAt(0).toUpperCase()}
        </span>
        <div>
          <h3 id={`doubt-${doubt.id}`}>
            <EmailText email={doubt.userEmail} />
          </h3>
          <p className="muted">{t("Raised on {{date}}", { date: doubt.raised })}</p>
        </div>
      </header>
      <dl className="facts">
        <Fact label={t("Session")}>
          {doubt.session.date}, {doubt.session.time}
        </Fact>
        <Fact label={t("Class")}>{classShown(t, doubt.doubtClass)}</Fact>
      </dl>
      <p className="doubt-text" translate="no">
        {doubt.doubtType}
      </p>
      <p>
        <span className={doubt.accepted && !released ? "status status-done" : "status"}>
          {t(STATUS_SHOWN[doubt.status])}
        </span>
      </p>
      {doubt.declineMessage ? (
        <p className="muted">
          {t("Your message:")} <span translate="no">{doubt.declineMessage}</span>
        </p>
      ) : null}
      {released ? null : doubt.meetingId ? (
        <Link to={{ pathname: `meeting/${doubt.id}`, search }} className="button" preventScrollReset>
          {t("View Meeting Details")}
        </Link>
      ) : (
        <div className="actions doubt-actions">
          <Spaced>
            <Form method="post" preventScrollReset className="stack">
              <FormToken />
              <input type="hidden" name="intent" value="accept" />
              {doubt.accepted ? <p className="muted">{t("Accepted, but the meeting link is missing.")}</p> : null}
              <SubmitButton name="doubtId" value={doubt.id}>
                {doubt.accepted ? t("Create Meeting Link") : t("Accept")}
              </SubmitButton>
            </Form>
            {doubt.accepted ? null : (
              <Link to={{ pathname: `decline/${doubt.id}`, search }} className="button button-quiet" preventScrollReset>
                {t("Decline")}
              </Link>
            )}
          </Spaced>
        </div>
      )}
    </article>
  );
}
