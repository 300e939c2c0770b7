/**
 * Messages that reach people: every message the site sends to a person goes through here.
 *
 * API
 * - `queueMessages(tx, { to, content, notBefore?, cancelKey?, channels? })` addresses one message to people
 *   (`Recipient`s: see `recipientsOfStudent` in ./recipients.server.ts for a student and their guardians) and
 *   picks the channels per person: an e-mail (the mail outbox, sent by the background sender over SMTP) where
 *   they have an address, a WhatsApp message in the teacher's WhatsApp outbox where they have a mobile number.
 *   `content(language, familyLink)` gives the words in each recipient's language ("en" or "hi"): `subject` and
 *   `text` (optional `html`, `attachments`) for the mail, `short` for WhatsApp (under 1,000 characters; defaults to
 *   the subject and text). A guardian's message always carries their own parent's page (`familyLink`, made in
 *   this transaction when they have none): where the words do not place it, a last line adds it. Call it with the transaction client of the change that causes the message, so the
 *   message exists exactly when the change does. Nothing is sent before `notBefore` (default now). An address
 *   or number that two recipients share gets the message once. Returns how many mails and WhatsApp messages
 *   were queued.
 * - `cancelMessages(tx, cancelKey)` cancels every message of that key that is still waiting (state
 *   "cancelled"; sent ones stay as they are), e.g. an absence alert the teacher corrected within its wait.
 *
 * A paid SMS or WhatsApp Business sender would plug in here later, behind a small interface like the mail
 * sender's (app/domain/mail/sender.server.ts), draining `WhatsAppMessage` rows instead of the teacher.
 */
import type { Prisma } from "~/generated/prisma/client";
import { translatorFor } from "~/i18n/catalogues.server";
import type { Language } from "~/i18n/languages";
import { parentLinkForMessage } from "../families/parent-link-tokens.server";
import { type MailAttachment, queueMail } from "../mail/outbox.server";

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
};

export type MessageContent = {
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The WhatsApp text; without it, the subject and the text. */
  short?: string;
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
};

/** WhatsApp messages stay short: a wa.me link carries the whole text. */
export const WHATSAPP_MAX_CHARS = 1000;

const shortText = ({ short, subject, text }: MessageContent, footer: string) => {
  const whole = short ?? `${subject}\n\n${text}`;
  const room = WHATSAPP_MAX_CHARS - footer.length;
  return (whole.length < room ? whole : `${whole.slice(0, room - 2)}…`) + footer;
};

/** The guardian's page as the last line of a message whose words do not place it themselves. */
const familyFooter = (language: Language, familyLink: string | null, words: string) =>
  familyLink && !words.includes(familyLink)
    ? `\n\n${translatorFor(language, "families")("Your family page (results, attendance, fees): {{link}}", { link: familyLink })}`
    : "";

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

  for (const person of message.to) {
    const email = person.email?.toLowerCase();
    const mails = channels.includes("email") && email && !mailed.has(email);
    const texts = channels.includes("whatsapp") && person.mobile && !texted.has(person.mobile);
    if (!mails && !texts) continue;
    const familyLink = person.guardianId ? await parentLinkForMessage(tx, person.guardianId) : null;
    const content = contentFor(person.language, familyLink);
    if (mails && email) {
      mailed.add(email);
      const { subject, text, html, attachments } = content;
      const footer = familyFooter(person.language, familyLink, text);
      await queueMail(tx, { to: email, subject, text: text + footer, html, attachments, notBefore, cancelKey });
    }
    if (texts && person.mobile) {
      texted.add(person.mobile);
      await tx.whatsAppMessage.create({
        data: {
          to: person.mobile,
          toName: person.name,
          text: shortText(content, familyFooter(person.language, familyLink, content.short ?? content.text)),
          notBefore,
          cancelKey,
        },
      });
    }
  }
  return { mails: mailed.size, whatsapp: texted.size };
}

/** Cancels what is still waiting under `cancelKey`; returns how many messages that was. */
export async function cancelMessages(tx: Prisma.TransactionClient, cancelKey: string) {
  const where = { cancelKey, state: "queued" };
  const mails = await tx.outboxMail.updateMany({ where, data: { state: "cancelled" } });
  const texts = await tx.whatsAppMessage.updateMany({ where, data: { state: "cancelled" } });
  return mails.count + texts.count;
}
