import { OutboxTabs } from "~/components/outbox-tabs";
import { formatDateTime } from "~/domain/core/format.server";
import { listOutbox } from "~/domain/mail/outbox.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Outbox") }];

/** Each moment in the teacher's language; a waiting mail's `notBefore` only while it is still ahead. */
export async function loader({ context }: Route.LoaderArgs) {
  const { mails, mailIsSetUp } = await listOutbox(requireTeacher(context));
  const shown = (at: Date) => formatDateTime(at, languageFrom(context));
  const now = new Date();
  return {
    mails: mails.map(({ queuedAt, notBefore, sentAt, ...mail }) => ({
      ...mail,
      queuedAt: shown(queuedAt),
      notBefore: mail.state === "queued" && notBefore > now ? shown(notBefore) : null,
      sentAt: sentAt ? shown(sentAt) : null,
    })),
    mailIsSetUp,
  };
}

/** Each state's words on the page (keys of the teacher catalogue). */
const STATE_WORDS = {
  queued: "Waiting to be sent",
  sent: "Sent",
  failed: "Could not be sent",
  cancelled: "Cancelled",
} as const;

/** Every mail the site has written, newest first, so the teacher can pass one on by hand. */
export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { mails, mailIsSetUp } = loaderData;
  const { t } = useTranslation("teacher");
  return (
    <main id="main" className="page">
      <h1>{t("Outbox")}</h1>
      <OutboxTabs />
      <p className="lead">
        {mailIsSetUp
          ? t("Mail the site has sent or is about to send.")
          : t(
              "Mail is not set up (SMTP_URL and MAIL_FROM), so mail waits here. Pass a message on by hand when it matters.",
            )}
      </p>
      {mails.length === 0 ? <p className="empty">{t("No mail yet.")}</p> : null}
      <ul className="outbox">
        {mails.map((mail) => (
          <li key={mail.id} className="card">
            <h2 translate="no">{mail.subject}</h2>
            <dl className="facts">
              <div>
                <dt>{t("To")}</dt>
                <dd>{mail.to}</dd>
              </div>
              <div>
                <dt>{t("Time")}</dt>
                <dd>{mail.queuedAt}</dd>
              </div>
              <div>
                <dt>{t("State")}</dt>
                <dd>
                  {t(STATE_WORDS[mail.state as keyof typeof STATE_WORDS] ?? mail.state)}
                  {mail.sentAt ? ` (${mail.sentAt})` : null}
                  {mail.notBefore ? ` (${t("not before {{time}}", { time: mail.notBefore })})` : null}
                  {mail.state !== "sent" && mail.lastError
                    ? ` (${t("last error: {{error}}", { error: mail.lastError })})`
                    : null}
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
