import { Form, Link } from "react-router";
import { CopyNotice } from "~/components/copy-field";
import { SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { OutboxTabs } from "~/components/outbox-tabs";
import { Spaced } from "~/components/spaced";
import { ALERT_WAIT_MINUTES } from "~/domain/attendance/absence-alerts.server";
import { formatDateTime } from "~/domain/core/format.server";
import {
  listBatchTexts,
  markBatchTextSent,
  sendBatchTextToFamilies,
} from "~/domain/messages/whatsapp-batch-texts.server";
import { listWhatsAppOutbox, markWhatsAppSent, type WhatsAppMessage } from "~/domain/messages/whatsapp-outbox.server";
import { handleButton } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { OutboxNote } from "../+shared/outbox-note";
import type { Route } from "./+types/whatsapp-outbox";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Outbox: WhatsApp") }];

export async function loader({ context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const [{ waiting, later, sent }, batchTexts] = await Promise.all([
    listWhatsAppOutbox(teacher),
    listBatchTexts(teacher),
  ]);
  const shown = (at: Date) => formatDateTime(at, languageFrom(context));
  return {
    waiting,
    batchTexts: batchTexts.waiting,
    batchTextsWaiting: batchTexts.waitingCount,
    batchTextsSent: batchTexts.sent.map((text) => ({ ...text, sentShown: text.sentAt ? shown(text.sentAt) : "" })),
    later: later.map((message) => ({ ...message, readyShown: shown(message.readyAt) })),
    sent: sent.map((message) => ({ ...message, sentShown: message.sentAt ? shown(message.sentAt) : "" })),
    alertWaitMinutes: ALERT_WAIT_MINUTES,
  };
}

/**
 * 'Sent': the teacher sent a family's message from their phone. A batch text: 'Mark as sent' once pasted into the
 * group, 'Send to each family' to add it to each family's message too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const form = await readFormData(request);
  const id = idParam(String(form.get("id") ?? ""));
  const intent = form.get("intent");
  return handleButton(context, "/teacher/outbox/whatsapp", () =>
    intent === "text-sent"
      ? markBatchTextSent(teacher, id)
      : intent === "families"
        ? sendBatchTextToFamilies(teacher, id)
        : markWhatsAppSent(teacher, id),
  );
}

/**
 * WhatsApp without a paid service: each batch's notices as one text to paste into the batch's group; then one
 * message per family and day, which opens the teacher's own WhatsApp with the text ready (a wa.me link); they
 * send it from the phone and press 'Sent'. 'Send all' walks through them one by one.
 */
export default function WhatsAppOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { waiting, later, sent, alertWaitMinutes, batchTexts, batchTextsWaiting, batchTextsSent } = loaderData;
  const { t } = useTranslation("teacher");
  return (
    <main id="main" className="page">
      <h1>{t("Outbox")}</h1>
      <OutboxTabs waiting={waiting.length + batchTextsWaiting} />
      <p className="lead">
        {t("Open a message in WhatsApp, send it from your phone, then press 'Sent'. Nothing is sent without you.")}
      </p>
      {actionData?.message ? <p className="form-error">{actionData.message}</p> : null}
      {batchTexts.length > 0 ? <BatchTexts batches={batchTexts} /> : null}
      <section aria-labelledby="waiting">
        <div className="section-head">
          <h2 id="waiting">{t("Waiting to be sent")}</h2>
          {waiting.length > 0 ? (
            <Link to="/teacher/outbox/whatsapp/send-all" className="button">
              {t("Send all")}
            </Link>
          ) : null}
        </div>
        {waiting.length === 0 ? (
          <p className="empty">{t("No WhatsApp messages are waiting.")}</p>
        ) : (
          <p className="muted">{t("Messages to families: {{count}}", { count: waiting.length })}</p>
        )}
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
        {sent.length === 0 && batchTextsSent.length === 0 ? <p className="empty">{t("Nothing sent yet.")}</p> : null}
        <ul>
          {batchTextsSent.map((text) => (
            <li key={`batch-${text.id}`}>
              {t("Batch group: {{batch}}", { batch: text.batch.name })} · {text.sentShown}
            </li>
          ))}
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

/** A family's message of the day as the teacher will send it: to whom, how many things it tells, and its text. */
function MessageCard({ message, children }: { message: WhatsAppMessage; children: React.ReactNode }) {
  const { t } = useTranslation("teacher");
  return (
    <li className="card stack">
      <h3 translate="no">
        {message.toName} · {message.to}
      </h3>
      <p className="muted">{t("Things to tell: {{count}}", { count: message.items })}</p>
      {message.notes.map((note) => (
        <OutboxNote key={note} reason={note} />
      ))}
      <pre className="mail-body">{message.text}</pre>
      {children}
    </li>
  );
}

type BatchTextGroup = Route.ComponentProps["loaderData"]["batchTexts"][number];

/** Each batch's notices, each one text to paste into the batch's WhatsApp group or broadcast list. */
function BatchTexts({ batches }: { batches: BatchTextGroup[] }) {
  const { t } = useTranslation("teacher");
  return (
    <section aria-labelledby="batch-texts">
      <h2 id="batch-texts">{t("For each batch's WhatsApp group")}</h2>
      <p className="muted">
        {t(
          "Copy each text into the batch's WhatsApp group or broadcast list, then press 'Mark as sent'. Families get it in their own message only if you choose 'Send to each family'.",
        )}
      </p>
      {batches.map((batch) => (
        <section key={batch.id} aria-labelledby={`batch-${batch.id}`} className="stack">
          <h3 id={`batch-${batch.id}`}>
            {batch.name} · {t("Texts to send: {{count}}", { count: batch.texts.length })}
          </h3>
          <ul className="outbox">
            {batch.texts.map((text) => (
              <li key={text.id} className="card stack">
                <pre className="mail-body">{text.text}</pre>
                <div className="actions">
                  <Spaced>
                    <CopyNotice label={t("Text for {{batch}}", { batch: batch.name })} value={text.text} />
                    <Form method="post">
                      <FormToken />
                      <input type="hidden" name="id" value={text.id} />
                      <SubmitButton name="intent" value="text-sent" className="button button-quiet">
                        {t("Mark as sent")}
                      </SubmitButton>
                    </Form>
                    {text.families > 0 ? (
                      <Form method="post">
                        <FormToken />
                        <input type="hidden" name="id" value={text.id} />
                        <SubmitButton name="intent" value="families" className="button button-quiet">
                          {t("Send to each family ({{count}})", { count: text.families })}
                        </SubmitButton>
                      </Form>
                    ) : text.familiesToldAt ? (
                      <span className="muted">{t("Also in each family's message")}</span>
                    ) : null}
                  </Spaced>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
