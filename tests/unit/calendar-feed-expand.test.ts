import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { calendarFeed, newCalendarLink } from "~/domain/timetable/calendar-feed.server";
import { addWeeklyClass, cancelClass } from "~/domain/timetable/classes.server";

// Monday 7 December 2026, 09:00 in Kolkata.
const NOW = new Date("2026-12-07T03:30:00Z");
let teacher: User;
let student: User;

beforeAll(async () => {
  const row = await db.user.create({
    data: { email: "feed-teacher@expand.test", firstName: "T", lastName: "Feed", role: "admin" },
  });
  teacher = { ...row, role: "teacher" };
  const batch = await db.batch.create({
    data: { name: "Feed batch", subjects: { create: [{ name: "Physics" }, { name: "Biology" }] } },
    include: { subjects: { orderBy: { id: "asc" } } },
  });
  const [physics, biology] = batch.subjects.map((subject) => subject.id);
  const place = { room: "Room 2", meeting_url: "" };
  const tuesday = await addWeeklyClass(teacher, batch.id, {
    subject_id: physics,
    weekday: "Tuesday",
    start_time: "16:00",
    end_time: "17:00",
    ...place,
  });
  await addWeeklyClass(teacher, batch.id, {
    subject_id: biology,
    weekday: "Thursday",
    start_time: "07:30",
    end_time: "08:30",
    ...place,
  });
  // Added this week: the weekly events start in it.
  await db.timetableClass.updateMany({ where: { batchId: batch.id }, data: { createdAt: NOW } });
  await cancelClass(teacher, batch.id, tuesday.class.id, { date: "2026-12-15", reason: "Holiday" }, NOW);
  const user = await db.user.create({
    data: {
      email: "feed-student@expand.test",
      firstName: "Sara",
      lastName: "S",
      role: "student",
      batchId: batch.id,
      access: { create: [physics, biology].map((subjectId) => ({ subjectId, permitted: true })) },
    },
  });
  student = { ...user, role: "student" };
});

/** Every event's occurrences up to `until`, as ical.js (Thunderbird's parser) expands them, by summary. */
function expand(text: string, until: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const end = ICAL.Time.fromDateTimeString(until);
  const occurrences: Record<string, string[]> = {};
  for (const component of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(component);
    const list: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next && next.compare(end) < 0; next = iterator.next())
      list.push(next.toJSDate().toISOString());
    occurrences[event.summary] = list;
  }
  return occurrences;
}

describe("the student's calendar feed", () => {
  it("has no empty EXDATE, and ical.js expands every weekly class, skipping the cancelled date", async () => {
    const { url } = await newCalendarLink(student);
    const token = /\/calendar\/(.+)\.ics$/.exec(url)?.[1] ?? "";
    const text = (await calendarFeed(token, NOW)) ?? "";
    expect(text.split("\r\n").filter((line) => /^EXDATE[:;]/.test(line) && /[:;]$/.test(line))).toEqual([]);

    const occurrences = expand(text, "2027-01-01T00:00:00");
    // Tuesdays 16:00 IST (10:30 UTC) but not 15 December, which is cancelled.
    expect(occurrences.Physics).toEqual([
      "2026-12-08T10:30:00.000Z",
      "2026-12-22T10:30:00.000Z",
      "2026-12-29T10:30:00.000Z",
    ]);
    // Thursdays 07:30 IST (02:00 UTC): a class with no cancellation expands too.
    expect(occurrences.Biology).toEqual([
      "2026-12-10T02:00:00.000Z",
      "2026-12-17T02:00:00.000Z",
      "2026-12-24T02:00:00.000Z",
      "2026-12-31T02:00:00.000Z",
    ]);
  });
});
