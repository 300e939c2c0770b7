import { db } from "~/db.server";
import { mailDoubtInclude, queueReminderMail } from "./doubt-mails.server";
import { inTransaction } from "./transaction.server";

/** How long before an accepted session its visitor is reminded. */
export const REMINDER_BEFORE_MS = 2 * 60 * 60_000;

/**
 * Queues the reminders that are due at `now`: accepted sessions with a link, still held, starting
 * within the next two hours, booked more than two hours before they start (whoever booked at short
 * notice needs no reminder), and not reminded yet. The background sender calls it on every round;
 * marking `remindedAt` with a conditional update in the mail's transaction queues each reminder once,
 * however often or from however many rounds it is called.
 */
export async function queueDueReminders(now = new Date()) {
  const soon = new Date(now.getTime() + REMINDER_BEFORE_MS);
  const due = await db.doubtRequest.findMany({
    where: {
      holdsSlot: true,
      accepted: true,
      completed: false,
      remindedAt: null,
      meeting: { isNot: null },
      startsAt: { gt: now, lte: soon },
    },
    include: mailDoubtInclude,
  });
  let queued = 0;
  for (const doubt of due) {
    if (!doubt.meeting) continue;
    if (doubt.startsAt.getTime() - doubt.createdAt.getTime() <= REMINDER_BEFORE_MS) continue;
    const meeting = doubt.meeting;
    queued += await inTransaction(async (tx) => {
      const { count } = await tx.doubtRequest.updateMany({
        where: { id: doubt.id, remindedAt: null, holdsSlot: true },
        data: { remindedAt: now },
      });
      if (count === 1) await queueReminderMail(tx, { ...doubt, meeting });
      return count;
    });
  }
  return queued;
}
