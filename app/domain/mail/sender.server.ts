import type { Transporter } from "nodemailer";
import { db } from "~/db.server";
import { attachmentsToSend } from "./made-attachments.server";

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
  /** How long a mail claimed for sending is left to its sender before another may try it. */
  leaseMs: number;
};

/** Claims a due mail for this sender; false when another sender claimed it first. */
async function claim(id: number, leaseMs: number) {
  const now = new Date();
  const { count } = await db.outboxMail.updateMany({
    where: { id, state: "queued", nextAttemptAt: { lte: now } },
    data: { nextAttemptAt: new Date(now.getTime() + leaseMs) },
  });
  return count === 1;
}

/** The wait before the next try after `attempts` failures: pollMs, 2×, 4×, … at most an hour. */
export const retryDelay = (attempts: number, pollMs: number) => Math.min(pollMs * 2 ** (attempts - 1), LONGEST_WAIT_MS);

/**
 * The background sender: every `pollMs` it sends the queued mail that is due, one after another.
 * A failure leaves the mail queued for a later try (so nothing is lost while SMTP is down) until
 * MAX_ATTEMPTS, when it becomes "failed" and stays readable in the teacher's outbox.
 *
 * Several instances may send from one outbox: each mail is claimed before it is sent, by moving its next
 * attempt a lease ahead in one conditional update that only one sender can win. A sender killed while
 * holding a mail leaves it due again once the lease has passed, and another sends it then.
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
      if (!(await claim(mail.id, options.leaseMs))) continue;
      try {
        await (await openTransport()).sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: mail.attachments ? await attachmentsToSend(mail.attachments) : undefined,
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
