import { OutboxTabs } from "~/components/outbox-tabs";
import { listOutbox } from "~/domain/mail/outbox.server";
import { requireTeacher } from "~/http/guards.server";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => [{ title: "Outbox" }];

export function loader({ context }: Route.LoaderArgs) {
  return listOutbox(requireTeacher(context));
}

const STATE_WORDS = {
  queued: "Waiting to be sent",
  sent: "Sent",
  failed: "Could not be sent",
  cancelled: "Cancelled",
} as const;

/** Every mail the site has written, newest first, so the teacher can pass one on by hand. */
export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { mails, mailIsSetUp } = loaderData;
  return (
    <main id="main" className="page">
      <h1>Outbox</h1>
      <OutboxTabs />
      <p className="lead">
        {mailIsSetUp
          ? "Mail the site has sent or is about to send."
          : "Mail is not set up (SMTP_URL and MAIL_FROM), so mail waits here. Pass a message on by hand when it matters."}
      </p>
      {mails.length === 0 ? <p className="empty">No mail yet.</p> : null}
      <ul className="outbox">
        {mails.map((mail) => (
          <li key={mail.id} className="card">
            <h2>{mail.subject}</h2>
            <dl className="facts">
              <div>
                <dt>To</dt>
                <dd>{mail.to}</dd>
              </div>
              <div>
                <dt>Time</dt>
                <dd>{mail.queuedAt}</dd>
              </div>
              <div>
                <dt>State</dt>
                <dd>
                  {STATE_WORDS[mail.state as keyof typeof STATE_WORDS] ?? mail.state}
                  {mail.sentAt ? ` (${mail.sentAt})` : null}
                  {mail.state !== "sent" && mail.lastError ? ` (last error: ${mail.lastError})` : null}
                </dd>
              </div>
            </dl>
            <pre className="mail-body">{mail.text}</pre>
          </li>
        ))}
      </ul>
    </main>
  );
}
