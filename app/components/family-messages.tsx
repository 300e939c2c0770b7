import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { type GuardianChannel, KIND_LABELS, type MessageKind } from "~/domain/messages/kinds";
import { useTranslation } from "~/i18n/use-translation";
import { FormError, SelectField, SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";

/** How a guardian's messages reach their phone, as the parent's page and the teacher's guardian form name it. */
export const CHANNEL_WORDS: Record<GuardianChannel, string> = {
  institute: "The institute's choice",
  whatsapp: "WhatsApp",
  sms: "SMS",
  outbox: "WhatsApp from the teacher's phone",
};

/** The channel choices of a select, in the reader's language. */
export function useChannelOptions() {
  const { t } = useTranslation("families");
  return (Object.keys(CHANNEL_WORDS) as GuardianChannel[]).map((value) => ({ value, label: t(CHANNEL_WORDS[value]) }));
}

/** A kind of message in the reader's language ("Fee reminder", "फ़ीस रिमाइंडर"). */
export function useKindLabel() {
  const { t } = useTranslation("messages");
  return (kind: string) => t(KIND_LABELS[kind as MessageKind] ?? kind);
}

type Choices = { channel: string; kinds: { kind: string; gets: boolean }[] };

/**
 * 'Messages you get' on the parent's page: how their messages come, and a box per kind they may stop (ticked: they
 * get it); one plain form, posted to the page itself. A refused form comes back as it was sent.
 */
export function MessageChoicesForm({
  choices,
  lastResult,
}: {
  choices: Choices;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("families");
  const kindLabel = useKindLabel();
  const channels = useChannelOptions();
  const [form, fields] = useForm<{ channel: string }>({ lastResult, defaultValue: { channel: choices.channel } });
  // A refused form keeps its ticks as they were sent.
  const sent = lastResult?.initialValue;
  const ticked = (kind: { kind: string; gets: boolean }) => (sent ? sent[kind.kind] === "on" : kind.gets);
  return (
    <section aria-labelledby="family-messages">
      <h2 id="family-messages">{t("Messages you get")}</h2>
      <Form method="post" action="?form=messages" id={form.id} noValidate className="stack narrow">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <SelectField label={t("Send my messages by")} meta={fields.channel} options={channels} />
        <div className="field">
          <fieldset className="choice-list">
            <legend>{t("I get these messages")}</legend>
            <ul>
              {choices.kinds.map((kind) => (
                <li key={kind.kind}>
                  <label>
                    <input type="checkbox" name={kind.kind} defaultChecked={ticked(kind)} /> {kindLabel(kind.kind)}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </div>
        <SubmitButton>{t("Save")}</SubmitButton>
      </Form>
    </section>
  );
}

/** Under an announcement that asks for it: 'Seen' (one tap, a plain form to the page itself), or the day it was. */
export function SeenButton({
  announcement,
}: {
  announcement: { id: number; ask_seen: boolean; seen_on: string | null };
}) {
  const { t } = useTranslation("families");
  if (!announcement.ask_seen) return null;
  if (announcement.seen_on) return <p className="muted">{t("Seen on {{date}}", { date: announcement.seen_on })}</p>;
  return (
    <Form method="post" action="?form=seen" className="stack">
      <FormToken />
      <input type="hidden" name="announcement" value={announcement.id} />
      <p className="muted">{t("The institute asks you to confirm that you have seen this.")}</p>
      <div>
        <SubmitButton>{t("Seen")}</SubmitButton>
      </div>
    </Form>
  );
}
