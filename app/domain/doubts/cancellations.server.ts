import type { Prisma } from "~/generated/prisma/client";
import type { Decline } from "~/schemas/booking";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, notFound } from "../core/errors.server";
import { doubtIdOf } from "../core/ids.server";
import { inTransaction } from "../core/transaction.server";
import { countAddressAction } from "./booking-limits.server";
import { type MailDoubt, mailDoubtInclude, queueCancelledMails, queueDeclinedMail } from "./mails.server";
import { doubtStatus } from "./view.server";

/**
 * Cancelling and declining free the slot at once: one conditional update takes the booking off its slot
 * (holdsSlot becomes NULL), so the same session can be booked again; the mail goes out in the same
 * transaction. A request that changed meanwhile matches nothing, and the visitor or teacher is told why.
 */
async function release(
  id: string,
  where: { accepted?: false; completed?: false; startsAt?: { gt: Date } },
  data: { cancelledAt: Date } | { declinedAt: Date; declineMessage: string },
  refusals: { cancelled: string; declined: string; otherwise: string },
  queue: (tx: Prisma.TransactionClient, doubt: MailDoubt) => Promise<void>,
) {
  await inTransaction(async (tx) => {
    const { count } = await tx.doubtRequest.updateMany({
      where: { id, holdsSlot: true, ...where },
      data: { holdsSlot: null, ...data },
    });
    const doubt = await tx.doubtRequest.findUnique({ where: { id }, include: mailDoubtInclude });
    if (!doubt) throw notFound("Invalid doubt id");
    if (count === 0) {
      const status = doubtStatus(doubt);
      throw conflict(status === "cancelled" || status === "declined" ? refusals[status] : refusals.otherwise);
    }
    await queue(tx, doubt);
  });
}

/**
 * The visitor cancels their booking; anyone holding its (unguessable) id may, until the session starts.
 * It spends the day's allowance of bookings and cancellations of `address` (and, being recorded, of the
 * booking's e-mail), so book-and-cancel cycles stop there (booking-limits.server.ts).
 */
export async function cancelBooking(
  rawDoubtId: unknown,
  { address, now = new Date() }: { address: string; now?: Date },
) {
  await release(
    doubtIdOf(rawDoubtId),
    { completed: false, startsAt: { gt: now } },
    { cancelledAt: now },
    {
      cancelled: "This booking is already cancelled.",
      declined: "The teacher declined this request, so there is nothing to cancel.",
      otherwise: "This session has already started, so it can no longer be cancelled.",
    },
    queueCancelledMails,
  );
  await countAddressAction(address, now);
  return { message: "Your booking is cancelled. The time is free for someone else." };
}

/** The teacher declines a pending request, with an optional message that is mailed to the visitor. */
export async function declineDoubtRequest(actor: Actor, rawDoubtId: unknown, input: Decline, now = new Date()) {
  assertTeacher(actor);
  await release(
    doubtIdOf(rawDoubtId),
    { accepted: false },
    { declinedAt: now, declineMessage: input.message },
    {
      cancelled: "The visitor has already cancelled this request.",
      declined: "This request is already declined.",
      otherwise: "This request is already accepted, so it can no longer be declined.",
    },
    queueDeclinedMail,
  );
  return { message: "Request declined. The visitor has been told, and the slot is free again." };
}

/** Whether the visitor can still cancel: pending or accepted, and not started yet. */
export const isCancellable = (doubt: { status: string; startsAt: Date }, now = new Date()) =>
  (doubt.status === "pending" || doubt.status === "accepted") && doubt.startsAt.getTime() > now.getTime();
