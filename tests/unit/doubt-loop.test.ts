import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import { bookDoubtSession, bookingOffer, doubtDetails } from "~/domain/doubts/booking.server";
import { cancelBooking, declineDoubtRequest } from "~/domain/doubts/cancellations.server";
import { createJitsiProvider } from "~/domain/doubts/meeting-providers/jitsi.server";
import { acceptDoubtRequest } from "~/domain/doubts/meetings.server";
import { queueDueReminders } from "~/domain/doubts/session-reminders.server";
import { weekDetails } from "~/domain/doubts/weeks.server";
import type { StoredAttachment } from "~/domain/mail/outbox.server";
import { readSettings } from "~/domain/site/settings.server";
import { readCalendar } from "../support/ics";
import { failure, student, teacher, weekWithSlots } from "../support/unit-weeks";

const provider = createJitsiProvider("https://meet.example.test");
const teacherEmail = "loop-teacher@unit.test";
const now = new Date("2026-11-21T12:00:00Z"); // Saturday 17:30 IST
// Where the cancellations come from: they spend that address's daily allowance but are never refused.
const VISITOR = "10.9.1.1";

beforeAll(async () => {
  await db.user.upsert({
    where: { email: teacherEmail },
    create: { email: teacherEmail, firstName: "Loop", lastName: "Teacher", role: "admin" },
    update: {},
  });
});

let count = 0;
const unique = (prefix: string) => `${prefix}-${++count}@unit.test`;
/** What the scheduled doubt-reminder job does at `at`. */
const remindAt = (at: Date) => inTransaction((tx) => queueDueReminders(tx, at));

/** A new week with one Monday slot, and its next session (Monday 23 November 10:15 IST). */
async function mondaySlot() {
  await weekWithSlots(`Loop ${++count}`, [{ day: "Monday", time: "10:15" }]);
  const [slot] = (await bookingOffer(now)).slots;
  return slot;
}

function book(slot: { id: number; startsAt: Date }, email: string, at = now) {
  return bookDoubtSession(
    slot.id,
    { user_email: email, class: "Class 9th", doubt_type: "Ratios", date: slot.startsAt },
    { address: `10.9.0.${++count}`, now: at },
  );
}

const mailsTo = (to: string) => db.outboxMail.findMany({ where: { to }, orderBy: { id: "asc" } });
const calendarOf = (mail: { attachments: string | null }) => {
  const [file] = JSON.parse(mail.attachments ?? "[]") as StoredAttachment[];
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
    expect(first).toMatchObject({
      uid: `doubt-${doubtId}@doubt-sessions`,
      sequence: 0,
      start: slot.startsAt.toISOString(),
    });

    const teacherMails = await mailsTo(teacherEmail);
    const request = teacherMails.find((mail) => mail.text.includes(email));
    expect(request?.subject).toBe("New doubt session request: Monday, 23 November 2026 at 10:15");
    expect(request?.text).toMatch(/http:\/\/localhost:3000\/teacher\/week\/\d+/);

    const { meeting } = await acceptDoubtRequest(teacher, doubtId, { provider, now });
    const [, accepted] = await mailsTo(email);
    expect(accepted.subject).toBe("Doubt session confirmed: Monday, 23 November 2026 at 10:15");
    expect(accepted.text).toContain(`Join meeting:\n${meeting.joinUrl}`);
    const second = calendarOf(accepted);
    expect(second).toMatchObject({
      uid: first.uid,
      sequence: 1,
      status: "CONFIRMED",
      url: meeting.joinUrl,
      location: meeting.joinUrl,
    });
    expect(await doubtDetails(doubtId)).toMatchObject({ status: "accepted", joinUrl: meeting.joinUrl });
  });
});

describe("cancelling", () => {
  it("frees the slot at once, tells the teachers, and the same session can be booked again", async () => {
    const slot = await mondaySlot();
    const { doubtId } = await book(slot, unique("canceller"));
    expect((await bookingOffer(now)).slots).toEqual([]);

    expect((await cancelBooking(doubtId, { address: VISITOR, now })).message).toMatch(/cancelled/);
    expect(await doubtDetails(doubtId)).toMatchObject({ status: "cancelled", joinUrl: null });
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
    expect((await failure(cancelBooking(doubtId, { address: VISITOR, now }))).message).toBe(
      "This booking is already cancelled.",
    );
    const accept = await failure(acceptDoubtRequest(teacher, doubtId, { provider, now }));
    expect(accept).toMatchObject({ kind: "conflict", message: expect.stringMatching(/cancelled/) });
  });

  it("works after acceptance, but not once the session has started", async () => {
    const slot = await mondaySlot();
    const { doubtId } = await book(slot, unique("late"));
    await acceptDoubtRequest(teacher, doubtId, { provider, now });
    const started = new Date(slot.startsAt.getTime() + 60_000);
    expect((await failure(cancelBooking(doubtId, { address: VISITOR, now: started }))).message).toMatch(
      /already started/,
    );
    await cancelBooking(doubtId, { address: VISITOR, now });
    expect(await doubtDetails(doubtId)).toMatchObject({ status: "cancelled", joinUrl: null });
  });

  it("answers an unknown or malformed id", async () => {
    expect((await failure(cancelBooking("3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b", { address: VISITOR, now }))).kind).toBe(
      "not_found",
    );
    expect((await failure(cancelBooking("7", { address: VISITOR, now }))).kind).toBe("invalid");
  });
});

describe("declining", () => {
  it("frees the slot and mails the visitor the teacher's message; only a teacher may, and only while pending", async () => {
    const slot = await mondaySlot();
    const email = unique("declined");
    const { doubtId } = await book(slot, email);
    expect((await failure(declineDoubtRequest(student, doubtId, { message: "" }))).kind).toBe("forbidden");

    await declineDoubtRequest(teacher, doubtId, { message: "I am away that Monday; please pick Tuesday." }, now);
    expect(await doubtDetails(doubtId)).toMatchObject({
      status: "declined",
      declineMessage: "I am away that Monday; please pick Tuesday.",
    });
    const declined = (await mailsTo(email)).at(-1)!;
    expect(declined.subject).toBe("Doubt session declined: Monday, 23 November 2026 at 10:15");
    expect(declined.text).toContain("Message from the teacher:\nI am away that Monday; please pick Tuesday.");
    expect(calendarOf(declined)).toMatchObject({ sequence: 2, status: "CANCELLED" });
    expect((await bookingOffer(now)).slots.map((offered) => offered.id)).toEqual([slot.id]);

    const accept = await failure(acceptDoubtRequest(teacher, doubtId, { provider, now }));
    expect(accept.message).toBe("This request was declined, so it can no longer be accepted.");
    expect((await failure(cancelBooking(doubtId, { address: VISITOR, now }))).message).toMatch(/declined/);

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
    await cancelBooking(first.doubtId, { address: VISITOR, now });
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

describe("what the institute mails a stranger (issue 19)", () => {
  const scam = "URGENT: your fee is overdue. Pay now at https://evil.test/pay";

  it("never sends the visitor's own text back to the address typed; the teachers get it", async () => {
    const email = unique("victim");
    const slot = await mondaySlot();
    const { doubtId } = await bookDoubtSession(
      slot.id,
      { user_email: email, class: "Class 9th", doubt_type: scam, date: slot.startsAt },
      { address: `10.9.2.${++count}`, now },
    );
    await acceptDoubtRequest(teacher, doubtId, { provider, now });
    await remindAt(new Date("2026-11-23T02:45:00Z"));
    const visitorMails = await mailsTo(email);
    expect(visitorMails.map((mail) => mail.subject.split(":")[0])).toEqual([
      "Doubt session requested",
      "Doubt session confirmed",
      "Reminder",
    ]);
    for (const mail of visitorMails) expect(JSON.stringify(mail)).not.toContain("evil.test");
    expect((await mailsTo(teacherEmail)).at(-1)?.text).toContain(`Doubt: ${scam}`);
    expect((await doubtDetails(doubtId)).doubtType).toBe(scam);
  });

  const bookFrom = (slot: { id: number; startsAt: Date }, email: string, address: string, at = now) =>
    bookDoubtSession(
      slot.id,
      { user_email: email, class: "Class 9th", doubt_type: "Ratios", date: slot.startsAt },
      { address, now: at },
    );

  it("stops book-and-cancel cycles for one e-mail at 4 bookings and cancellations a day", async () => {
    const email = unique("cycled");
    for (let cycle = 0; cycle < 2; cycle++) {
      const { doubtId } = await bookFrom(await mondaySlot(), email, `10.9.3.${++count}`);
      await cancelBooking(doubtId, { address: `10.9.3.${++count}`, now });
    }
    const mailed = (await mailsTo(email)).length;
    const refused = await failure(bookFrom(await mondaySlot(), email, `10.9.3.${++count}`));
    expect(refused).toMatchObject({
      kind: "too_many",
      fieldErrors: { user_email: [expect.stringMatching(/4 times today/)] },
    });
    expect(await mailsTo(email)).toHaveLength(mailed);
    // A day later the e-mail may book again.
    const tomorrow = new Date(now.getTime() + 24 * 60 * 60_000 + 1);
    await weekWithSlots(`Loop ${++count}`, [{ day: "Wednesday", time: "10:15" }]);
    const [slot] = (await bookingOffer(tomorrow)).slots;
    await bookFrom(slot, email, `10.9.3.${++count}`, tomorrow);
  });

  it("stops book-and-cancel cycles from one address at 20 bookings and cancellations a day", async () => {
    const classroom = "10.9.4.1";
    for (let cycle = 0; cycle < 10; cycle++) {
      const { doubtId } = await bookFrom(await mondaySlot(), unique("pupil"), classroom);
      await cancelBooking(doubtId, { address: classroom, now });
    }
    const refused = await failure(bookFrom(await mondaySlot(), unique("pupil"), classroom));
    expect(refused).toMatchObject({ kind: "too_many", message: expect.stringMatching(/from your network today/) });
    await bookFrom(await mondaySlot(), unique("pupil"), "10.9.4.2");
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
    return { doubtId, joinUrl: meeting.joinUrl };
  }

  it("is queued once when due, not before", async () => {
    const email = unique("reminded");
    const { joinUrl } = await acceptedSession(email);
    // The session is Monday 23 November 10:15 IST = 04:45 UTC.
    await remindAt(at("2026-11-23T02:40:00Z"));
    expect(await reminders(email)).toHaveLength(0);
    await remindAt(at("2026-11-23T02:45:00Z"));
    await remindAt(at("2026-11-23T02:50:00Z"));
    const [reminder, ...more] = await reminders(email);
    expect(more).toHaveLength(0);
    expect(reminder.subject).toBe("Reminder: doubt session at 10:15 (India Standard Time)");
    expect(reminder.text).toContain(`Join meeting:\n${joinUrl}`);
  });

  it("carries the institute's name as the Site page has it when the reminder is written", async () => {
    const email = unique("renamed");
    await acceptedSession(email);
    await readSettings();
    await db.siteSettings.update({ where: { id: 1 }, data: { name: "Renamed Unit Institute" } });
    try {
      await remindAt(at("2026-11-23T02:45:00Z"));
      const [reminder] = await reminders(email);
      expect(reminder.text).toContain("Your doubt session with Renamed Unit Institute starts soon.");
    } finally {
      await db.siteSettings.update({ where: { id: 1 }, data: { name: "Vidya Coaching" } });
    }
  });

  it("is not sent for a session booked within those two hours, nor for a cancelled one, nor a pending one", async () => {
    const shortNotice = unique("short-notice");
    await acceptedSession(shortNotice, at("2026-11-23T03:00:00Z"));
    const cancelled = unique("cancelled");
    const { doubtId } = await acceptedSession(cancelled);
    await cancelBooking(doubtId, { address: VISITOR, now });
    const pending = unique("pending");
    await book(await mondaySlot(), pending);

    await remindAt(at("2026-11-23T03:30:00Z"));
    for (const email of [shortNotice, cancelled, pending]) expect(await reminders(email)).toHaveLength(0);
  });
});
