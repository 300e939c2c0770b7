import { config } from "~/config.server";
import { describeInstant } from "~/domain/core/time.server";
import type { BookingOffer } from "~/domain/doubts/booking.server";
import type { Meeting } from "~/domain/doubts/meetings.server";
import type { Doubt } from "~/domain/doubts/view.server";
import type { WeekCard, weekDetails } from "~/domain/doubts/weeks.server";
import { bookingNotice } from "~/schemas/words";

/** A week in the API's field names (SPEC's), with its first and last day. */
export const weekAnswer = (week: WeekCard) => ({
  id: week.id,
  week_name: week.name,
  week_number: week.number,
  completed: week.completed,
  slot_count: week.slotCount,
  starts_on: week.startsOn,
  ends_on: week.endsOn,
});

type WeekPage = { weeks: WeekCard[]; total: number; page: number; pages: number };

/** GET /meetings/weeks: a page of weeks, with the empty-list message SPEC gives. */
export const weeksAnswer = ({ weeks, ...page }: WeekPage) => ({
  weeks: weeks.map(weekAnswer),
  ...page,
  message: page.total > 0 ? "Weeks" : "No weeks added yet add a week",
});

/** A week created or renamed, with the domain's message. */
export const savedWeekAnswer = ({ week, message }: { week: WeekCard; message: string }) => ({
  week: weekAnswer(week),
  message,
});

/** A doubt request in SPEC's field names; its session's start (`date`) and when it was raised in UTC. */
export const doubtAnswer = (doubt: Doubt) => ({
  id: doubt.id,
  user_email: doubt.userEmail,
  doubt_type: doubt.doubtType,
  class: doubt.doubtClass,
  date: doubt.startsAt.toISOString(),
  raised_on: doubt.raisedAt.toISOString(),
  request_accepted: doubt.accepted,
  completed: doubt.completed,
  meeting_id: doubt.meetingId,
  slot_id: doubt.slotId,
  status: doubt.status,
  join_url: doubt.joinUrl,
  decline_message: doubt.declineMessage,
});

/** GET /meetings/doubtDetails/{doubtId}: one booking, as its visitor sees it. */
export const doubtDetailsAnswer = (doubt: Doubt) => ({ doubt: doubtAnswer(doubt), message: "Doubt details" });

/** GET /meetings/weekDetails/{weekId}: the week, its slots in order of time (start in UTC) and its doubts. */
export const weekDetailsAnswer = ({ week, slots, doubts }: Awaited<ReturnType<typeof weekDetails>>) => ({
  week: weekAnswer(week),
  slots: slots.map((slot) => ({
    id: slot.id,
    week_id: slot.weekId,
    day: slot.day,
    time: slot.time,
    starts_at: slot.startsAt.toISOString(),
    duration: slot.duration,
    booked: slot.booked,
    deletable: slot.deletable,
  })),
  doubts: doubts.map(doubtAnswer),
  message: doubts.length > 0 ? "Week details" : "No doubts raised yet.",
});

/** GET /meetings/bookingDetails: the week on offer and its free sessions (start in UTC), with what to do. */
export const bookingOfferAnswer = (offer: BookingOffer) => ({
  week: offer.week
    ? {
        id: offer.week.id,
        week_no: offer.week.number,
        week_name: offer.week.name,
        starts_on: offer.week.startsOn,
        ends_on: offer.week.endsOn,
      }
    : null,
  slots: offer.slots.map((slot) => ({
    id: slot.id,
    day: slot.day,
    time: slot.time,
    date: slot.startsAt.toISOString(),
  })),
  message: bookingNotice(offer),
});

/** A meeting in SPEC's field names; its date and join time on the institute's clock, its start in UTC. */
export const meetingAnswer = (meeting: Meeting) => {
  const start = describeInstant(meeting.startsAt, config.INSTITUTE_TIMEZONE);
  return {
    meeting_id: meeting.meetingId,
    date: start.isoDate,
    joinTime: start.time,
    starts_at: meeting.startsAt.toISOString(),
    user_email: meeting.userEmail,
    completed: meeting.completed,
    join_url: meeting.joinUrl,
    start_url: meeting.startUrl,
    meeting_password: meeting.password,
  };
};

/** GET /meetings/meetingDetails/{doubtId}. */
export const meetingDetailsAnswer = (meeting: Meeting) => ({
  meeting: meetingAnswer(meeting),
  message: "Meeting details",
});

/** POST /meetings/createMeetingLink/{doubtId}: the meeting, with the domain's message. */
export const acceptedAnswer = ({ meeting, message }: { meeting: Meeting; message: string }) => ({
  meeting: meetingAnswer(meeting),
  message,
});
