import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { Language } from "~/i18n/languages";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";

/**
 * A file sent with a mail: its content kept in the row, or, for a file the site can make again from what it keeps
 * (a receipt's PDF), only what to make, made by the sender as it sends (made-attachments.server.ts). A PDF made
 * inside the transaction that queues the mail would hold SQLite's one writer while it is drawn.
 */
export type MailAttachment = StoredAttachment | { filename: string; contentType: string; made: MadeFile };
export type StoredAttachment = { filename: string; contentType: string; content: string };

/** A file made when the mail is sent: a receipt's PDF in the reader's language. */
export type MadeFile = { receipt: number; language: Language };

/** One message as the institute sends it: plain text always, simple HTML when it helps. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Not sent before this moment (default: at once). */
  notBefore?: Date;
  /** Lets `cancelMessages` (app/domain/messages) take the mail back while it waits. */
  cancelKey?: string | null;
};

/**
 * Writes a mail to the outbox. Call it with the transaction client of the change that causes the
 * mail, so the mail exists exactly when the change does; a background sender delivers it later,
 * and a request never waits for SMTP.
 */
export async function queueMail(tx: Prisma.TransactionClient, mail: Mail) {
  return tx.outboxMail.create({
    data: {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      nextAttemptAt: mail.notBefore,
      cancelKey: mail.cancelKey ?? null,
    },
  });
}

const OUTBOX_PAGE = 200;

/**
 * The newest mails first, as the teacher reads them at /teacher/outbox; the oldest fall off the page.
 * `notBefore` is when a waiting mail may go (an absence alert's wait, or the next try after a failure).
 */
export async function listOutbox(actor: Actor) {
  assertTeacher(actor);
  const mails = await db.outboxMail.findMany({
    orderBy: { id: "desc" },
    take: OUTBOX_PAGE,
    select: {
      id: true,
      to: true,
      subject: true,
      text: true,
      state: true,
      createdAt: true,
      nextAttemptAt: true,
      sentAt: true,
      lastError: true,
    },
  });
  return {
    mails: mails.map(({ createdAt, nextAttemptAt, ...mail }) => ({
      ...mail,
      queuedAt: createdAt,
      notBefore: nextAttemptAt,
    })),
    mailIsSetUp: mailIsSetUp(),
  };
}

/** Mail leaves the outbox only when both SMTP_URL and MAIL_FROM are set. */
export const mailIsSetUp = () => Boolean(config.SMTP_URL && config.MAIL_FROM);
