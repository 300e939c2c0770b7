import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { OutboxTabs } from "~/components/outbox-tabs";
import { Spaced } from "~/components/spaced";
import { ALERT_WAIT_MINUTES } from "~/domain/attendance/absence-alerts.server";
import { formatDateTime } from "~/domain/format.server";
import { listWhatsAppOutbox, markWhatsAppSent, type WhatsAppMessage } from "~/domain/messages/whatsapp-outbox.server";
import { handleButton } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import type { Route } from "./+types/whatsapp-outbox";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Outbox: WhatsApp") }];

export async function loader({ context }: Route.LoaderArgs) {
  const { waiting, later, sent } = await listWhatsAppOutbox(requireTeacher(context));
  const shown = (at: Date) => formatDateTime(at, languageFrom(context));
  return {
    waiting,
    later: later.map((message) => ({ ...message, readyShown: shown(message.readyAt) })),
    sent: sent.map((message) => ({ ...message, sentShown: message.sentAt ? shown(message.sentAt) : "" })),
    alertWaitMinutes: ALERT_WAIT_MINUTES,
  };
}

/** 'Sent': the teacher sent it from their phone. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const id = idParam(String((await readFormData(request)).get("id") ?? ""));
  return handleButton(context, "/teacher/outbox/whatsapp", () => markWhatsAppSent(teacher, id));
}

/**
 * WhatsApp without a paid service: each waiting message opens the teacher's own WhatsApp with the text
 * ready (a wa.me link); they send it from the phone and press 'Sent'. 'Send all' walks through them one by one.
 */
export default function WhatsAppOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { waiting, later, sent, alertWaitMinutes } = loaderData;
  const { t } = useTranslation("teacher");
  return (
    <main id="main" className="page">
      <h1>{t("Outbox")}</h1>
      <OutboxTabs waiting={waiting.length} />
      <p className="lead">
        {t("Open a message in WhatsApp, send it from your phone, then press 'Sent'. Nothing is sent without you.")}
      </p>
      {actionData?.message ? <p className="form-error">{actionData.message}</p> : null}
      <section aria-labelledby="waiting">
        <div className="section-head">
          <h2 id="waiting">{t("Waiting to be sent")}</h2>
          {waiting.length > 0 ? (
            <Link to="/teacher/outbox/whatsapp/send-all" className="button">
              {t("Send all")}
            </Link>
          ) : null}
        </div>
        {waiting.length === 0 ? <p className="empty">{t("No WhatsApp messages are waiting.")}</p> : null}
        <ul className="outbox">
          {waiting.map((message) => (
            <MessageCard key={message.id} message={message}>
              <div className="actions">
                <Spaced>
                  <a href={message.link} className="button" target="_blank" rel="noreferrer noopener">
                    {t("Open in WhatsApp")}
                  </a>
                  <Form method="post">
                    <FormToken />
                    <input type="hidden" name="id" value={message.id} />
                    <SubmitButton name="intent" value="sent" className="button button-quiet">
                      {t("Sent")}
                    </SubmitButton>
                  </Form>
                </Spaced>
              </div>
            </MessageCard>
          ))}
        </ul>
      </section>
      {later.length > 0 ? (
        <section aria-labelledby="later">
          <h2 id="later">{t("Not yet due")}</h2>
          <p className="muted">
            {t(
              "An absence alert waits {{minutes}} minutes before it can be sent, so that a register corrected in that time sends nothing.",
              { minutes: alertWaitMinutes },
            )}
          </p>
          <ul className="outbox">
            {later.map((message) => (
              <MessageCard key={message.id} message={message}>
                <p className="muted">{t("Ready at {{time}}", { time: message.readyShown })}</p>
              </MessageCard>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="sent">
        <h2 id="sent">{t("Sent")}</h2>
        {sent.length === 0 ? <p className="empty">{t("Nothing sent yet.")}</p> : null}
        <ul>
          {sent.map((message) => (
            <li key={message.id}>
              <span translate="no">
                {message.toName} · {message.to}
              </span>{" "}
              · {message.sentShown}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/** A message as the teacher will send it: to whom, and its text. */
function MessageCard({ message, children }: { message: WhatsAppMessage; children: React.ReactNode }) {
  return (
    <li className="card stack">
      <h3 translate="no">
        {message.toName} · {message.to}
      </h3>
      <pre className="mail-body">{message.text}</pre>
      {children}
    </li>
  );
}
