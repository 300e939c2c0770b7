import { createHash } from "node:crypto";
import { config } from "~/config.server";
import type { Prisma } from "~/generated/prisma/client";
import { DomainError, tooMany } from "../core/errors.server";
import { createRateLimit } from "../core/rate-limit.server";
import { say } from "../core/say.server";

/**
 * Bookings and cancellations counted together over a day. Each of them sends mail (the
 * visitor's to whatever e-mail was typed, a note to every teacher), and a cancellation frees the slot
 * and the fair-use count, so booking and cancelling in turn would otherwise mail a stranger without end.
 * A booking past either allowance is refused with 429; a cancellation is never refused (someone who
 * cannot come must be able to say so), but it spends the allowance.
 */
const DAY_MS = 24 * 60 * 60_000;

const EMAIL_USED_UP = `This e-mail address has booked or cancelled ${config.BOOKING_ACTIONS_PER_EMAIL_PER_DAY} times today. Please book again tomorrow.`;

/** Per address; the window starts at its first action. */
const actionsPerAddress = createRateLimit({
  name: "booking-actions",
  limit: config.BOOKING_ACTIONS_PER_ADDRESS_PER_DAY,
  windowMs: DAY_MS,
  message: "Too many bookings and cancellations from your network today. Please try again tomorrow.",
});

export const assertAddressMayBook = (address: string, now: Date) => actionsPerAddress.check(address, now.getTime());

export const countAddressAction = async (address: string, now: Date) => {
  await actionsPerAddress.note(address, now.getTime());
};

/**
 * Per e-mail, from the bookings themselves: those made and those cancelled in the last 24 hours. Called in
 * the booking's transaction (transactions take turns, decision 003), so simultaneous bookings cannot
 * both slip under the allowance.
 */
export async function assertEmailMayBook(tx: Prisma.TransactionClient, email: string, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const booked = await tx.doubtRequest.count({ where: { userEmail: email, createdAt: { gte: since } } });
  const cancelled = await tx.doubtRequest.count({ where: { userEmail: email, cancelledAt: { gte: since } } });
  if (booked + cancelled >= config.BOOKING_ACTIONS_PER_EMAIL_PER_DAY) {
    throw new DomainError("too_many", EMAIL_USED_UP, { user_email: [EMAIL_USED_UP] });
  }
}

/**
 * Per address and week: the sessions of one week that bookings from one network address hold now. At most
 * BOOKINGS_PER_ADDRESS_PER_WEEK, and never more than BOOKING_SHARE_PER_ADDRESS of the week's sessions (at
 * least one), so a few addresses, each typing many e-mails, cannot take every free slot of a week. Counted
 * from the bookings themselves (each keeps a hash of the address it came from, not the address), so every
 * instance sees the same count and a cancelled or declined booking gives its share back; booking and
 * cancelling in turn is held by the daily allowance above.
 */
const WEEK_SHARE_TAKEN =
  "Bookings from your network already hold {{sessions}} of this week's sessions. The others are left for other students.";

const weekShareOf = (sessionsInWeek: number) =>
  Math.max(
    1,
    Math.min(config.BOOKINGS_PER_ADDRESS_PER_WEEK, Math.floor(sessionsInWeek * config.BOOKING_SHARE_PER_ADDRESS)),
  );

/** What a booking keeps of the address it came from: enough to count, not to read back the address. */
export const addressKeyOf = (address: string) =>
  createHash("sha256").update(`booking-address:${address}`).digest("base64url").slice(0, 22);

/** Called in the booking's transaction, so two bookings at once take turns. */
export async function assertAddressMayTakeFromWeek(
  tx: Prisma.TransactionClient,
  addressKey: string,
  week: { id: number; sessions: number },
) {
  const share = weekShareOf(week.sessions);
  const held = await tx.doubtRequest.count({
    where: { bookedFrom: addressKey, holdsSlot: true, slot: { weekId: week.id } },
  });
  if (held >= share) throw tooMany(say(WEEK_SHARE_TAKEN, { sessions: share }));
}
