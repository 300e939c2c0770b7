import { config } from "~/config.server";
import { db } from "~/db.server";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { type Booking, SESSIONS_PER_EMAIL } from "~/schemas/booking";
import { SENT_TO_TEACHER } from "~/schemas/words";
import { lastDayOf } from "../core/calendar-days";
import { conflict, invalid, notFound } from "../core/errors.server";
import { doubtIdOf, numericIdOf } from "../core/ids.server";
import { createRateLimit } from "../core/rate-limit.server";
import { describeInstant, sessionStart } from "../core/time.server";
import { inTransaction } from "../core/transaction.server";
import { isUniqueViolation } from "../core/unique-violation.server";
import {
  addressKeyOf,
  assertAddressMayBook,
  assertAddressMayTakeFromWeek,
  assertEmailMayBook,
  countAddressAction,
} from "./booking-limits.server";
import { mailDoubtInclude, queueBookingMails } from "./mails.server";
import { type Doubt, doubtInclude, doubtOf } from "./view.server";

const HOUR_MS = 60 * 60_000;
const bookingsPerAddress = createRateLimit({
  name: "bookings",
  limit: config.BOOKING_LIMIT_PER_HOUR,
  windowMs: HOUR_MS,
  message: "Too many booking requests from your network. Please try again in an hour.",
});

export const SLOT_TAKEN = "That time has just been booked. Please choose another.";

const PAST_SESSION = "That session is over. Please choose a later time.";

const FAIR_USE_REACHED = `You already have ${SESSIONS_PER_EMAIL} upcoming doubt sessions with this e-mail address. Cancel one, or book again once one is over.`;

const startOf = (startsOn: string, slot: { day: string; time: string }) =>
  sessionStart(startsOn, slot, config.INSTITUTE_TIMEZONE);

/** The week a visitor may book in; its first and last day are "YYYY-MM-DD" (decision 103). */
export type OfferedWeek = { id: number; number: number; name: string; startsOn: string; endsOn: string };
/** A free session: a slot of the offered week on its day, at its time. */
export type OfferedSlot = { id: number; day: string; time: string; startsAt: Date };
export type BookingOffer = { week: OfferedWeek | null; slots: OfferedSlot[] };

/**
 * What a visitor may book: the newest week that is not completed, and those of its slots whose session
 * (the slot's day of that week, decision 103) is still ahead and free, in order of time, each with its start.
 */
export async function bookingOffer(now = new Date()): Promise<BookingOffer> {
  const week = await db.week.findFirst({
    where: { completed: false },
    orderBy: { number: "desc" },
    select: {
      id: true,
      name: true,
      number: true,
      startsOn: true,
      slots: { select: { id: true, day: true, time: true } },
    },
  });
  if (!week) return { week: null, slots: [] };

  const upcoming = week.slots
    .map((slot) => ({ ...slot, startsAt: startOf(week.startsOn, slot) }))
    .filter((slot) => slot.startsAt.getTime() > now.getTime());
  const booked = await db.doubtRequest.findMany({
    where: { slotId: { in: week.slots.map((slot) => slot.id) }, startsAt: { gt: now }, holdsSlot: true },
    select: { slotId: true, startsAt: true },
  });
  const taken = new Set(booked.map((doubt) => `${doubt.slotId}@${doubt.startsAt.getTime()}`));
  const free = upcoming
    .filter((slot) => !taken.has(`${slot.id}@${slot.startsAt.getTime()}`))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return {
    week: {
      id: week.id,
      number: week.number,
      name: week.name,
      startsOn: week.startsOn,
      endsOn: lastDayOf(week.startsOn),
    },
    slots: free,
  };
}

/**
 * Books a slot's session for a visitor: the slot's day in its week, at its time. The server works out the
 * date itself and refuses a `date` that differs (the client computed it wrongly), and a session already
 * begun or over: a week's past days take no bookings. Two requests
 * for one slot and date race to the unique (slotId, startsAt, holdsSlot) index: exactly one wins, the
 * other gets 409. The fair-use count and the insert share one transaction, and transactions take turns
 * (decision 003), so two bookings at once cannot both slip under the limit. The mails are queued in it.
 */
export async function bookDoubtSession(
  rawSlotId: unknown,
  details: Booking,
  { address, language = DEFAULT_LANGUAGE, now = new Date() }: { address: string; language?: Language; now?: Date },
) {
  await bookingsPerAddress.hit(address, now.getTime());
  await assertAddressMayBook(address, now);
  const slotId = numericIdOf(rawSlotId, "Slot");
  const slot = await db.slot.findUnique({
    where: { id: slotId },
    select: {
      day: true,
      time: true,
      week: { select: { id: true, completed: true, startsOn: true, _count: { select: { slots: true } } } },
    },
  });
  if (!slot) throw notFound("That slot does not exist. Please choose another time.");
  if (slot.week.completed) throw conflict("That week is completed and takes no more bookings.");

  const startsAt = startOf(slot.week.startsOn, slot);
  if (details.date.getTime() !== startsAt.getTime()) {
    const session = describeInstant(startsAt, config.INSTITUTE_TIMEZONE);
    const message = `This slot's session is ${session.date} at ${session.time} (${session.zone}), not the date sent. Please choose the time again.`;
    throw invalid(message, { date: [message] });
  }
  if (startsAt.getTime() <= now.getTime()) throw conflict(PAST_SESSION, { date: [PAST_SESSION] });

  try {
    const doubt = await inTransaction(async (tx) => {
      const held = await tx.doubtRequest.count({
        where: { userEmail: details.user_email, holdsSlot: true, completed: false, startsAt: { gt: now } },
      });
      if (held >= SESSIONS_PER_EMAIL) throw conflict(FAIR_USE_REACHED, { user_email: [FAIR_USE_REACHED] });
      await assertEmailMayBook(tx, details.user_email, now);
      // A session already taken is said as such (409), before any allowance of the address's.
      const taken = await tx.doubtRequest.count({ where: { slotId, startsAt, holdsSlot: true } });
      if (taken > 0) throw conflict(SLOT_TAKEN, { date: [SLOT_TAKEN] });
      const bookedFrom = addressKeyOf(address);
      await assertAddressMayTakeFromWeek(tx, bookedFrom, { id: slot.week.id, sessions: slot.week._count.slots });
      const created = await tx.doubtRequest.create({
        data: {
          slotId,
          userEmail: details.user_email,
          doubtClass: details.class,
          doubtType: details.doubt_type,
          startsAt,
          createdAt: now,
          language,
          bookedFrom,
        },
        include: mailDoubtInclude,
      });
      await queueBookingMails(tx, created);
      return created;
    });
    await countAddressAction(address, now);
    return { doubtId: doubt.id, message: SENT_TO_TEACHER };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN, { date: [SLOT_TAKEN] });
    throw error;
  }
}

/** A booking as its visitor sees it; public, because its id is an unguessable UUID. */
export async function doubtDetails(rawDoubtId: unknown): Promise<Doubt> {
  const doubt = await db.doubtRequest.findUnique({
    where: { id: doubtIdOf(rawDoubtId) },
    include: doubtInclude,
  });
  if (!doubt) throw notFound("Invalid doubt id");
  return doubtOf(doubt);
}
