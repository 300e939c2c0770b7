import type { Transporter } from "nodemailer";
import { db } from "~/db.server";
import type { MailAttachment } from "./outbox.server";

/** How many times a mail is tried before it is marked "failed"; with backoff this spans hours. */
export const MAX_ATTEMPTS = 12;
const LONGEST_WAIT_MS = 60 * 60_000;
const BATCH = 20;

export type SenderOptions = {
  /** e.g. `smtps://user:pass@host:465` */
  smtpUrl: string;
  fromAddress: string;
  /** The institute's name as the teacher last set it, shown as the sender. */
  fromName: () => Promise<string>;
  /** How often to look for queued mail; also the first retry delay, doubled on each failure. */
  pollMs: number;
};

/** The wait before the next try after `attempts` failures: pollMs, 2×, 4×, … at most an hour. */
export const retryDelay = (attempts: number, pollMs: number) => Math.min(pollMs * 2 ** (attempts - 1), LONGEST_WAIT_MS);

/**
 * The background sender: every `pollMs` it sends the queued mail that is due, one after another.
 * A failure leaves the mail queued for a later try (so nothing is lost while SMTP is down) until
 * MAX_ATTEMPTS, when it becomes "failed" and stays readable in the teacher's outbox.
 */
export function startMailSender(options: SenderOptions) {
  // nodemailer (about 15 MB resident) is loaded with the first mail to send, not at start (decision 112).
  let transport: Transporter | undefined;
  const openTransport = async () => {
    transport ??= (await import("nodemailer")).default.createTransport(options.smtpUrl);
    return transport;
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function sendDue() {
    const from = { name: await options.fromName(), address: options.fromAddress };
    const due = await db.outboxMail.findMany({
      where: { state: "queued", nextAttemptAt: { lte: new Date() } },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    for (const mail of due) {
      if (stopped) return;
      try {
        await (await openTransport()).sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: mail.attachments ? (JSON.parse(mail.attachments) as MailAttachment[]) : undefined,
        });
        await db.outboxMail.update({
          where: { id: mail.id },
          data: { state: "sent", sentAt: new Date(), attempts: mail.attempts + 1, lastError: null },
        });
      } catch (error) {
        const attempts = mail.attempts + 1;
        await db.outboxMail.update({
          where: { id: mail.id },
          data: {
            attempts,
            state: attempts >= MAX_ATTEMPTS ? "failed" : "queued",
            nextAttemptAt: new Date(Date.now() + retryDelay(attempts, options.pollMs)),
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          },
        });
      }
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sendDue()
        .catch((error) => console.error("Mail sender:", error))
        .finally(schedule);
    }, options.pollMs);
  }
  schedule();

  return {
    /** Stops looking for mail, lets a mail being sent finish, and closes the SMTP connection. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
