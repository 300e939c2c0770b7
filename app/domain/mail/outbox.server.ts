import type { Prisma } from "~/generated/prisma/client";

export type MailAttachment = { filename: string; contentType: string; content: string };

/** One message as the institute sends it: plain text always, simple HTML when it helps. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
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
    },
  });
}
