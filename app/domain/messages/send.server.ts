/**
 * Messages that reach people: every message the site sends to a person goes through here.
 *
 * API
 * - `queueMessages(tx, { to, content, notBefore?, cancelKey?, channels?, notice? })` addresses one message to people
 *   (`Recipient`s: see `recipientsOfStudent` in ./recipients.server.ts for a student and their guardians) and
 *   picks the channels per person: an e-mail (the mail outbox, sent by the background sender over SMTP) where
 *   they have an address, an item of the day's WhatsApp message in the teacher's WhatsApp outbox where they have a
 *   mobile number (the outbox gathers a number's items of one institute day into one message: see
 *   ./whatsapp-outbox.server.ts). `content(language, familyLink)` gives the words in each recipient's language
 *   ("en" or "hi"): `subject` and `text` (optional `html`, `attachments`) for the mail, `short` for WhatsApp (under
 *   1,000 characters; defaults to the subject and text; asked for without the link, which the gathered message
 *   lists once). Every message names the institute (the mail's subject, the WhatsApp message's first line) and,
 *   for a recipient of a student, the batch and the student. A guardian's mail always carries their own parent's
 *   page (`familyLink`, made in this transaction when they have none): where the words do not place it, a last
 *   line adds it. Call it with the transaction client of the change that causes the message, so the message
 *   exists exactly when the change does. Nothing is sent before `notBefore` (default now). An address or number
 *   that two recipients share gets the message once. Returns how many mails, WhatsApp items and batch texts were
 *   queued.
 * - `notice: true` marks a notice for a whole batch (an announcement, a cancelled or extra class): on WhatsApp it
 *   becomes ONE text per batch for the teacher to paste into the batch's group; each family's copy is held until
 *   the teacher chooses 'Send to each family'. Mail still goes to each person.
 * - `cancelMessages(tx, cancelKey)` cancels every message of that key that is still waiting (state
 *   "cancelled"; sent ones stay as they are), e.g. an absence alert the teacher corrected within its wait.
 *
 * - `kind` names the message's template (./kinds.ts) and `content(…).variables` its values: with them an SMS gateway
 *   or the WhatsApp Cloud API, where the institute set one up, sends the item by its registered template
 *   (./mobile-delivery.server.ts) instead of the teacher. The institute, the student, the batch and the
 *   guardian's own page (`link`) are filled in here. A guardian who stopped the kind gets nothing of it.
 * - `topic` names what the message tells (e.g. "announcement:12"), so its deliveries can be counted.
 */
import type { Prisma } from "~/generated/prisma/client";
import { translatorFor } from "~/i18n/catalogues.server";
import type { Language } from "~/i18n/languages";
import { stoppedKinds } from "../families/message-choices.server";
import { parentLinkForMessage } from "../families/parent-link-tokens.server";
import { type MailAttachment, queueMail } from "../mail/outbox.server";
import { instituteName } from "../site/settings.server";
import type { MessageKind } from "./kinds";
import { channelsOf } from "./mobile-delivery.server";
import { readMessagingSettings } from "./provider-settings.server";

export { LANGUAGES, type Language } from "~/i18n/languages";

/** A person a message is addressed to; either contact may be missing. */
export type Recipient = {
  /** How the WhatsApp outbox names them, e.g. "Asha Verma (mother of Ravi Verma)". */
  name: string;
  email: string | null;
  /** E.164, e.g. +919876543210. */
  mobile: string | null;
  language: Language;
  /** Set when the person is a student's guardian: their message carries their own parent's page. */
  guardianId?: number;
  /** The student the message is about (themselves, or a guardian's student) and their batch. */
  studentName?: string;
  batch?: { id: number; name: string } | null;
};

export type MessageContent = {
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The WhatsApp text; without it, the subject and the text. */
  short?: string;
  /** The values of the kind's template variables besides institute, student, batch and a guardian's link. */
  variables?: Record<string, string>;
};

export type Channel = "email" | "whatsapp";

export type Message = {
  to: readonly Recipient[];
  /** The words in a language; `familyLink` is the guardian's own page (null for anyone else). */
  content: (language: Language, familyLink: string | null) => MessageContent;
  /** Nothing leaves before this moment (an absence alert waits 30 minutes for a correction). */
  notBefore?: Date;
  /** Names the event, so `cancelMessages` can take back what is still waiting. */
  cancelKey?: string;
  /** Both unless said. */
  channels?: readonly Channel[];
  /** A notice for a whole batch: one WhatsApp text per batch; the families' copies wait for the teacher. */
  notice?: boolean;
  /** The template it is sent by on SMS or the WhatsApp Cloud API; without one it stays in the teacher's outbox. */
  kind?: MessageKind;
  /** What it tells, e.g. "announcement:12". */
  topic?: string;
};

/** WhatsApp messages stay short: a wa.me link carries the whole text. */
export const WHATSAPP_MAX_CHARS = 1000;

const clipped = (whole: string) =>
  whole.length < WHATSAPP_MAX_CHARS ? whole : `${whole.slice(0, WHATSAPP_MAX_CHARS - 2)}…`;

const whatsAppWords = ({ short, subject, text }: MessageContent) => clipped(short ?? `${subject}\n\n${text}`);

/** The guardian's page as the last line of a message whose words do not place it themselves. */
const familyFooter = (language: Language, familyLink: string | null, words: string) =>
  familyLink && !words.includes(familyLink)
    ? `\n\n${translatorFor(language, "families")("Your family page (results, attendance, fees): {{link}}", { link: familyLink })}`
    : "";

/** The gathered WhatsApp message's line with a guardian's own page, naming whose it is. */
const familyLine = (person: Recipient, familyLink: string | null) => {
  if (!familyLink) return null;
  const t = translatorFor(person.language, "families");
  return person.studentName
    ? t("{{name}}'s family page (results, attendance, fees): {{link}}", { name: person.studentName, link: familyLink })
    : t("Your family page (results, attendance, fees): {{link}}", { link: familyLink });
};

/** What a message is about, e.g. "Class 10 Maths & Science · Ravi Verma"; null for someone not tied to a student. */
const headingOf = (person: Recipient) =>
  [person.batch?.name, person.studentName].filter((part) => part).join(" · ") || null;

/** The mail names the institute in its subject and the batch and student above its words. */
const mailOf = (institute: string, person: Recipient, content: MessageContent, familyLink: string | null) => {
  const heading = headingOf(person);
  const text = heading ? `${heading}\n\n${content.text}` : content.text;
  return {
    subject: `${institute} · ${content.subject}`,
    text: text + familyFooter(person.language, familyLink, content.text),
    html: content.html,
    attachments: content.attachments,
  };
};

/** The language most of a batch's recipients read: the one its group text is written in (English on a tie). */
const groupLanguage = (people: readonly Recipient[]): Language => {
  const hindi = people.filter((person) => person.language === "hi").length;
  return hindi * 2 > people.length ? "hi" : "en";
};

/** A notice's one text per batch, "Vidya Classes · Class 10 Maths & Science: Chemistry … is cancelled". */
async function batchTexts(tx: Prisma.TransactionClient, institute: string, message: Message) {
  const byBatch = new Map<number, { name: string; people: Recipient[] }>();
  for (const person of message.to) {
    if (!person.batch) continue;
    const entry = byBatch.get(person.batch.id) ?? { name: person.batch.name, people: [] };
    entry.people.push(person);
    byBatch.set(person.batch.id, entry);
  }
  const ids = new Map<number, number>();
  for (const [batchId, { name, people }] of byBatch) {
    const words = whatsAppWords(message.content(groupLanguage(people), null));
    const text = `${institute} · ${name}: ${words}`;
    ids.set(batchId, (await tx.whatsAppBatchText.create({ data: { batchId, text }, select: { id: true } })).id);
  }
  return ids;
}

/** What a provider needs to send an item by its template, and who and what it is for. */
const templateFields = (
  message: Message,
  person: Recipient,
  institute: string,
  familyLink: string | null,
  words: MessageContent,
) => ({
  kind: message.kind ?? null,
  values: message.kind
    ? JSON.stringify({
        institute,
        student: person.studentName ?? person.name,
        batch: person.batch?.name ?? "",
        name: person.name,
        ...words.variables,
        ...(familyLink ? { link: familyLink } : {}),
      })
    : null,
  language: person.language,
  guardianId: person.guardianId ?? null,
  topic: message.topic ?? null,
});

export async function queueMessages(tx: Prisma.TransactionClient, message: Message) {
  const channels = message.channels ?? ["email", "whatsapp"];
  const notBefore = message.notBefore ?? new Date();
  const cancelKey = message.cancelKey ?? null;
  const mailed = new Set<string>();
  const texted = new Set<string>();
  const words = new Map<string, MessageContent>();
  const contentFor = (language: Language, familyLink: string | null) => {
    const key = `${language} ${familyLink ?? ""}`;
    if (!words.has(key)) words.set(key, message.content(language, familyLink));
    return words.get(key) as MessageContent;
  };
  const texts = channels.includes("whatsapp");
  const institute = await instituteName(tx);
  const guardianIds = message.to.flatMap((person) => (person.guardianId ? [person.guardianId] : []));
  const stopped = message.kind && guardianIds.length ? await stoppedKinds(tx, guardianIds) : new Map();
  const stops = (person: Recipient) => !!person.guardianId && !!stopped.get(person.guardianId)?.has(message.kind);
  // A notice's copy waits for 'Send to each family' only where the teacher sends it; a provider sends it anyway.
  const channelOf = message.notice ? await channelsOf(tx, await readMessagingSettings(tx), guardianIds) : null;
  const batchTextIds = texts && message.notice ? await batchTexts(tx, institute, message) : new Map<number, number>();
  let held = 0;

  for (const person of message.to) {
    if (stops(person)) continue;
    const email = person.email?.toLowerCase();
    const mails = channels.includes("email") && email && !mailed.has(email);
    // A notice's copies are per batch: a parent of two children in two batches is in both batches' lists.
    const textKey = message.notice ? `${person.mobile} ${person.batch?.id ?? ""}` : `${person.mobile}`;
    const textsThem = texts && person.mobile && !texted.has(textKey);
    if (!mails && !textsThem) continue;
    const familyLink = person.guardianId ? await parentLinkForMessage(tx, person.guardianId) : null;
    if (mails && email) {
      mailed.add(email);
      const mail = mailOf(institute, person, contentFor(person.language, familyLink), familyLink);
      await queueMail(tx, { to: email, ...mail, notBefore, cancelKey });
    }
    if (textsThem && person.mobile) {
      texted.add(textKey);
      const byProvider = message.kind && channelOf && channelOf(person.guardianId) !== "outbox";
      const batchTextId = (!byProvider && person.batch && batchTextIds.get(person.batch.id)) || null;
      if (batchTextId) held++;
      const itemWords = contentFor(person.language, null);
      await tx.whatsAppMessage.create({
        data: {
          ...templateFields(message, person, institute, familyLink, itemWords),
          to: person.mobile,
          toName: person.name,
          heading: headingOf(person),
          text: whatsAppWords(itemWords),
          familyLine: familyLine(person, familyLink),
          notBefore,
          cancelKey,
          batchTextId,
          state: batchTextId ? "held" : "queued",
        },
      });
    }
  }
  return { mails: mailed.size, whatsapp: texted.size - held, batchTexts: batchTextIds.size };
}

/** Cancels what is still waiting under `cancelKey`; returns how many messages that was. */
export async function cancelMessages(tx: Prisma.TransactionClient, cancelKey: string) {
  const where = { cancelKey, state: "queued" };
  const mails = await tx.outboxMail.updateMany({ where, data: { state: "cancelled" } });
  const texts = await tx.whatsAppMessage.updateMany({ where, data: { state: "cancelled" } });
  return mails.count + texts.count;
}
