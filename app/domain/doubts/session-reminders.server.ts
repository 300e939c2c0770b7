import type { Prisma } from "~/generated/prisma/client";
import { periodOf } from "../jobs/occasions.server";
import type { Job } from "../jobs/schedule.server";
import { mailDoubtInclude, queueReminderMail } from "./mails.server";

/** How long before an accepted session its visitor is reminded. */
export const REMINDER_BEFORE_MS = 2 * 60 * 60_000;

/**
 * Queues, in the caller's transaction, the reminders that are due at `at`: accepted sessions with a link, still
 * held, starting within the next two hours, booked more than two hours before they start (whoever booked at short
 * notice needs no reminder), and not reminded yet. Marking `remindedAt` with a conditional update beside the mail
 * queues each reminder once, however often it is called.
 */
export async function queueDueReminders(tx: Prisma.TransactionClient, at: Date) {
  const soon = new Date(at.getTime() + REMINDER_BEFORE_MS);
  const due = await tx.doubtRequest.findMany({
    where: {
      holdsSlot: true,
      accepted: true,
      completed: false,
      remindedAt: null,
      meeting: { isNot: null },
      startsAt: { gt: at, lte: soon },
    },
    include: mailDoubtInclude,
  });
  let queued = 0;
  for (const doubt of due) {
    if (!doubt.meeting) continue;
    if (doubt.startsAt.getTime() - doubt.createdAt.getTime() <= REMINDER_BEFORE_MS) continue;
    const { count } = await tx.doubtRequest.updateMany({
      where: { id: doubt.id, remindedAt: null, holdsSlot: true },
      data: { remindedAt: at },
    });
    if (count === 1) await queueReminderMail(tx, { ...doubt, meeting: doubt.meeting });
    queued += count;
  }
  return queued;
}

const MINUTE_MS = 60_000;

/** Every minute, the doubt-session reminders that have come due. */
export const doubtReminderJob: Job = {
  name: "doubt-reminders",
  everyMs: MINUTE_MS,
  occasionAt: periodOf(MINUTE_MS),
  work: (tx, { at }) => queueDueReminders(tx, at),
};
