import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { bookDoubtSession, bookingOffer, doubtDetails } from "~/domain/booking.server";
import { cancelBooking, declineDoubtRequest } from "~/domain/cancellations.server";
import type { MailAttachment } from "~/domain/mail/outbox.server";
import { createJitsiProvider } from "~/domain/meeting-providers/jitsi.server";
import { acceptDoubtRequest } from "~/domain/meetings.server";
import { queueDueReminders } from "~/domain/reminders.server";
import { weekDetails } from "~/domain/weeks.server";
import { readCalendar } from "../support/ics";
import { failure, student, teacher, weekWithSlots } from "../support/unit-weeks";

const provider = createJitsiProvider("https://meet.example.test");
const teacherEmail = "loop-teacher@unit.test";
const now = new Date("2026-11-21T12:00:00Z"); // Saturday 17:30 IST

beforeAll(async () => {
  await db.user.upsert({
    where: { email: teacherEmail },
    create: { email: teacherEmail, firstName: "Loop", lastName: "Teacher", role: "admin" },
    update: {},
  });
});

let count = 0;
const unique = (prefix: string) => `${prefix}-${++count}@unit.test`;

/** A new week with one Monday slot, and its next session (Monday 23 November 10:15 IST). */
async function mondaySlot() {
  await weekWithSlots(`Loop ${++count}`, [{ day: "Monday", time: "10:15" }]);
  const [slot] = (await bookingOffer(now)).slots;
  return slot;
}

function book(slot: { id: number; date: string }, email: string, at = now) {
  return bookDoubtSession(
    slot.id,
    { user_email: email, class: "Class 9th", doubt_type: "Ratios", date: new Date(slot.date) },
    { address: `10.9.0.${++count}`, now: at },
  );
}

const mailsTo = (to: string) => db.outboxMail.findMany({ where: { to }, orderBy: { id: "asc" } });
const calendarOf = (mail: { attachments: string | null }) => {
  const [file] = JSON.parse(mail.attachments ?? "[]") as MailAttachment[];
  expect(file).toMatchObject({ filename: "doubt-session.ics", contentType: expect.stringMatching(/^text\/calendar/) });
  return readCalendar(file.content);
};

describe("the mails of a booking", () => {
  it("booking mails the visitor (with the .ics) and every teacher; accepting mails the link and a newer .ics", async () => {
    const slot = await mondaySlot();
    const email = unique("booker");
    const { doubtId } = await book(slot, email);

    const [booked] = await mailsTo(email);
    expect(booked.subject).toBe("Doubt session requested: Monday, 23 November 2026 at 10:15");
    expect(booked.text).toContain("When: Monday, 23 November 2026, 10:15 (India Standard Time)");
    expect(booked.text).toContain(`http://localhost:3000/thanks/${doubtId}`);
    const first = calendarOf(booked);
    expect(first).toMatchObject({ uid: `doubt-${doubtId}@doubt-sessions`, sequence: 0, start: slot.date });

    const teacherMails = await mailsTo(teacherEmail);
    const request = teacherMails.find((mail) => mail.text.includes(email));
    expect(request?.subject).toBe("New doubt session request: Monday, 23 November 2026 at 10:15");
    expect(request?.text).toMatch(/http:\/\/localhost:3000\/teacher\/week\/\d+/);

    const { meeting } = await acceptDoubtRequest(teacher, doubtId, { provider, now });
    const [, accepted] = await mailsTo(email);
    expect(accepted.subject).toBe("Doubt session confirmed: Monday, 23 November 2026 at 10:15");
    expect(accepted.text).toContain(`Join meeting:\n${meeting.join_url}`);
    const second = calendarOf(accepted);
    expect(second).toMatchObject({
      uid: first.uid,
      sequence: 1,
      status: "CONFIRMED",
      url: meeting.join_url,
      location: meeting.join_url,
    });
    expect((await doubtDetails(doubtId)).doubt).toMatchObject({ status: "accepted", join_url: meeting.join_url });
  });
});

describe("cancelling", () => {
  it("frees the slot at once, tells the teachers, and the same session can be booked again", async () => {
    const slot = await mondaySlot();
    const { doubtId } = await book(slot, unique("canceller"));
    expect((await bookingOffer(now)).slots).toEqual([]);

    expect((await cancelBooking(doubtId, now)).message).toMatch(/cancelled/);
    expect((await doubtDetails(doubtId)).doubt).toMatchObject({ status: "cancelled", join_url: null });
    expect((await bookingOffer(now)).slots.map((offered) => offered.id)).toEqual([slot.id]);
    const cancelled = (await mailsTo(teacherEmail)).at(-1);
    expect(cancelled?.subject).toBe("Doubt session cancelled: Monday, 23 November 2026 at 10:15");

    // The teacher sees the slot free again; it keeps its history, so it cannot be deleted.
    const week = await db.slot.findUniqueOrThrow({ where: { id: slot.id }, select: { weekId: true } });
    expect((await weekDetails(teacher, week.weekId)).slots).toEqual([
      expect.objectContaining({ id: slot.id, booked: false, deletable: false }),
    ]);

    const again = await book(slot, unique("next"));
    expect(again.doubtId).not.toBe(doubtId);
    // Once is enough, and a cancelled request can no longer be accepted.
    expect((await failure(cancelBooking(doubtId, now))).message).toBe("This booking is already cancelled.");
    const accept = await failure(acceptDoubtRequest(teacher, doubtId, { provider, now }));
    expect(accept).toMatchObject({ kind: "conflict", message: expect.stringMatching(/cancelled/) });
  });

  it("works after acceptance, but not once the session has started", async () => {
    const slot = await mondaySlot();
    const { doubtId } = await book(slot, unique("late"));
    await acceptDoubtRequest(teacher, doubtId, { provider, now });
    const started = new Date(Date.parse(slot.date) + 60_000);
    expect((await failure(cancelBooking(doubtId, started))).message).toMatch(/already started/);
    await cancelBooking(doubtId, now);
    expect((await doubtDetails(doubtId)).doubt).toMatchObject({ status: "cancelled", join_url: null });
  });

  it("answers an unknown or malformed id", async () => {
    expect((await failure(cancelBooking("3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b", now))).kind).toBe("not_found");
    expect((await failure(cancelBooking("7", now))).kind).toBe("invalid");
  });
});

describe("declining", () => {
  it("frees the slot and mails the visitor the teacher's message; only a teacher may, and only while pending", async () => {
    const slot = await mondaySlot();
    const email = unique("declined");
    const { doubtId } = await book(slot, email);
    expect((await failure(declineDoubtRequest(student, doubtId, { message: "" }))).kind).toBe("forbidden");

    await declineDoubtRequest(teacher, doubtId, { message: "I am away that Monday; please pick Tuesday." }, now);
    expect((await doubtDetails(doubtId)).doubt).toMatchObject({
      status: "declined",
      decline_message: "I am away that Monday; please pick Tuesday.",
    });
    const declined = (await mailsTo(email)).at(-1)!;
    expect(declined.subject).toBe("Doubt session declined: Monday, 23 November 2026 at 10:15");
    expect(declined.text).toContain("Message from the teacher:\nI am away that Monday; please pick Tuesday.");
    expect(calendarOf(declined)).toMatchObject({ sequence: 2, status: "CANCELLED" });
    expect((await bookingOffer(now)).slots.map((offered) => offered.id)).toEqual([slot.id]);

    const accept = await failure(acceptDoubtRequest(teacher, doubtId, { provider, now }));
    expect(accept.message).toBe("This request was declined, so it can no longer be accepted.");
    expect((await failure(cancelBooking(doubtId, now))).message).toMatch(/declined/);

    const { doubtId: acceptedId } = await book(slot, unique("accepted"));
    await acceptDoubtRequest(teacher, acceptedId, { provider, now });
    const late = await failure(declineDoubtRequest(teacher, acceptedId, { message: "" }));
    expect(late).toMatchObject({ kind: "conflict", message: expect.stringMatching(/already accepted/) });
  });
});

describe("fair use", () => {
  it("lets one e-mail address hold two upcoming sessions at once, and a third once one is cancelled", async () => {
    const email = unique("keen");
    const first = await book(await mondaySlot(), email);
    await book(await mondaySlot(), email);
    const third = await failure(book(await mondaySlot(), email.toUpperCase().toLowerCase()));
    expect(third).toMatchObject({
      kind: "conflict",
      fieldErrors: { user_email: [expect.stringMatching(/already have 2/)] },
    });
    await cancelBooking(first.doubtId, now);
    await book(await mondaySlot(), email);
  });

  it("counts only sessions still to come", async () => {
    const email = unique("regular");
    await book(await mondaySlot(), email);
    await book(await mondaySlot(), email);
    // A week later both sessions are over: a new one can be booked.
    const nextWeek = new Date(now.getTime() + 7 * 86_400_000);
    await weekWithSlots(`Loop ${++count}`, [{ day: "Monday", time: "10:15" }], "2026-11-30");
    const [slot] = (await bookingOffer(nextWeek)).slots;
    await book(slot, email, nextWeek);
  });
});

describe("the reminder about two hours before an accepted session", () => {
  const at = (iso: string) => new Date(iso);
  const reminders = async (email: string) =>
    (await mailsTo(email)).filter((mail) => mail.subject.startsWith("Reminder:"));

  async function acceptedSession(email: string, bookedAt = now) {
    const slot = await mondaySlot();
    const { doubtId } = await book(slot, email, bookedAt);
    const { meeting } = await acceptDoubtRequest(teacher, doubtId, { provider, now: bookedAt });
    return { doubtId, joinUrl: meeting.join_url };
  }

  it("is queued once when due, not before", async () => {
    const email = unique("reminded");
    const { joinUrl } = await acceptedSession(email);
    // The session is Monday 23 November 10:15 IST = 04:45 UTC.
    await queueDueReminders(at("2026-11-23T02:40:00Z"));
    expect(await reminders(email)).toHaveLength(0);
    await queueDueReminders(at("2026-11-23T02:45:00Z"));
    await queueDueReminders(at("2026-11-23T02:50:00Z"));
    const [reminder, ...more] = await reminders(email);
    expect(more).toHaveLength(0);
    expect(reminder.subject).toBe("Reminder: doubt session at 10:15 (India Standard Time)");
    expect(reminder.text).toContain(`Join meeting:\n${joinUrl}`);
  });

  it("is not sent for a session booked within those two hours, nor for a cancelled one, nor a pending one", async () => {
    const shortNotice = unique("short-notice");
    await acceptedSession(shortNotice, at("2026-11-23T03:00:00Z"));
    const cancelled = unique("cancelled");
    const { doubtId } = await acceptedSession(cancelled);
    await cancelBooking(doubtId, now);
    const pending = unique("pending");
    await book(await mondaySlot(), pending);

    await queueDueReminders(at("2026-11-23T03:30:00Z"));
    for (const email of [shortNotice, cancelled, pending]) expect(await reminders(email)).toHaveLength(0);
  });
});
