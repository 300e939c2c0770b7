import { expect, test } from "@playwright/test";
import { studentToken, teacherToken } from "../support/api";
import { book, defaultWeekStart, newWeekWithSlots, withNewestWeek } from "../support/newest-week";
import { uniqueEmail } from "../support/people";

// Adding a week may wait for a browser test that needs /slot to offer its own week.
test.describe.configure({ timeout: 90_000 });

const UNKNOWN_DOUBT = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

test("teacher calls need a teacher's token: 401 without, 403 for a student", async ({ request }) => {
  const student = await studentToken(request);
  const calls = [
    (headers: Record<string, string>) => request.get("/api/v1/meetings/weeks", { headers }),
    (headers: Record<string, string>) =>
      request.post("/api/v1/meetings/postNewWeek", { headers, data: { details: { week_name: "X" } } }),
    (headers: Record<string, string>) =>
      request.post("/api/v1/meetings/slots/1", { headers, data: { slots: [{ day: "Monday", time: "10:00" }] } }),
    (headers: Record<string, string>) => request.get("/api/v1/meetings/weekDetails/1", { headers }),
    (headers: Record<string, string>) => request.get(`/api/v1/meetings/meetingDetails/${UNKNOWN_DOUBT}`, { headers }),
    (headers: Record<string, string>) =>
      request.post(`/api/v1/meetings/createMeetingLink/${UNKNOWN_DOUBT}`, { headers }),
    (headers: Record<string, string>) =>
      request.post(`/api/v1/meetings/decline/${UNKNOWN_DOUBT}`, { headers, data: { message: "Sorry" } }),
  ];
  for (const call of calls) {
    expect((await call({})).status()).toBe(401);
    expect((await call({ Authorization: student })).status()).toBe(403);
  }
});

test("a teacher adds a week and its slots; again adds only what is missing", async ({ request }) => {
  const teacher = await teacherToken(request);
  const headers = { Authorization: teacher };
  const { week, slots } = await newWeekWithSlots(request, teacher, [
    { day: "Friday", time: "09:00" },
    { day: "Monday", time: "09:15" },
  ]);
  expect(slots.map(({ day, time }) => `${day} ${time}`)).toEqual(["Monday 09:15", "Friday 09:00"]);
  expect(slots[0]).toEqual({ id: expect.any(Number), day: "Monday", time: "09:15", date: expect.any(String) });

  const again = await request.post(`/api/v1/meetings/slots/${week.id}`, {
    headers,
    data: {
      slots: [
        { week_id: week.id, day: "Friday", time: "09:00", duration: 15 },
        { day: "Friday", time: "09:15" },
      ],
    },
  });
  expect(await again.json()).toMatchObject({ valid: true, created: 1 });

  const { weeks } = await (await request.get("/api/v1/meetings/weeks", { headers })).json();
  expect(weeks).toContainEqual({ ...week, completed: false, slot_count: 3 });
  const details = await (await request.get(`/api/v1/meetings/weekDetails/${week.id}`, { headers })).json();
  expect(details).toMatchObject({ valid: true, week: { id: week.id }, doubts: [], message: "No doubts raised yet." });
  expect(details.slots).toHaveLength(3);
});

test("a week's start date: given or the coming Monday, in the weeks calls beside SPEC's fields", async ({
  request,
}) => {
  const headers = { Authorization: await teacherToken(request) };
  // A week starting on a Saturday, without a name: named after its first day; Saturday and Sunday slots.
  const { week, slots } = await newWeekWithSlots(
    request,
    headers.Authorization,
    [
      { day: "Sunday", time: "10:00" },
      { day: "Saturday", time: "10:00" },
      { day: "Friday", time: "10:00" },
    ],
    async ({ weekId }) => {
      const offer = await (await request.get("/api/v1/meetings/bookingDetails")).json();
      expect(offer.week).toEqual({
        id: weekId,
        week_no: expect.any(Number),
        week_name: expect.any(String),
        starts_on: "2027-03-06",
        ends_on: "2027-03-12",
      });
      // In order of date: Saturday 6, Sunday 7, Friday 12 March, each at 10:00 IST.
      expect(offer.slots.map((slot: { date: string }) => slot.date)).toEqual([
        "2027-03-06T04:30:00.000Z",
        "2027-03-07T04:30:00.000Z",
        "2027-03-12T04:30:00.000Z",
      ]);
    },
    "2027-03-06",
  );
  expect(week).toMatchObject({ starts_on: "2027-03-06", ends_on: "2027-03-12" });
  const { weeks } = await (await request.get("/api/v1/meetings/weeks", { headers })).json();
  expect(weeks).toContainEqual({ ...week, completed: false, slot_count: 3 });
  const details = await (await request.get(`/api/v1/meetings/weekDetails/${week.id}`, { headers })).json();
  expect(details.slots.map((slot: { day: string; starts_at: string }) => [slot.day, slot.starts_at])).toEqual([
    ["Saturday", "2027-03-06T04:30:00.000Z"],
    ["Sunday", "2027-03-07T04:30:00.000Z"],
    ["Friday", "2027-03-12T04:30:00.000Z"],
  ]);
  expect(slots).toHaveLength(3);

  // Neither name nor date: the coming Monday, and the name says it.
  await withNewestWeek(async () => {
    const created = await request.post("/api/v1/meetings/postNewWeek", { headers, data: { details: {} } });
    expect(created.status()).toBe(201);
    const { week: plain } = await created.json();
    expect(Object.keys(plain).sort()).toEqual(
      ["completed", "ends_on", "id", "slot_count", "starts_on", "week_name", "week_number"].sort(),
    );
    expect(plain.starts_on).toBe(defaultWeekStart());
    expect(plain.week_name).toMatch(/^Week of \d{1,2} [A-Z][a-z]{2}$/);
    expect((await request.delete(`/api/v1/meetings/weeks/${plain.id}`, { headers })).status()).toBe(200);
  });
});

test("bad weeks and slots get 400 or 404 with a message, and change nothing", async ({ request }) => {
  const headers = { Authorization: await teacherToken(request) };
  const before = (await (await request.get("/api/v1/meetings/weeks", { headers })).json()).total;
  for (const [starts_on, message] of [
    ["2026-02-30", "That date does not exist"],
    ["9999-12-27", "Choose a date in the years 2000 to 2100"],
    ["next Monday", "The start date must be a date, as YYYY-MM-DD"],
    [20261130, "The start date must be a date, as YYYY-MM-DD"],
  ]) {
    const badStart = await request.post("/api/v1/meetings/postNewWeek", { headers, data: { details: { starts_on } } });
    expect(badStart.status()).toBe(400);
    expect((await badStart.json()).errors).toEqual({ starts_on: [message] });
  }
  expect((await (await request.get("/api/v1/meetings/weeks", { headers })).json()).total).toBe(before);

  const badSlots = await request.post("/api/v1/meetings/slots/1", {
    headers,
    data: { slots: [{ day: "Caturday", time: "25:00" }] },
  });
  expect(badSlots.status()).toBe(400);
  expect((await badSlots.json()).errors).toMatchObject({
    "slots.0.day": ["Day must be a day of the week, Monday to Sunday"],
    "slots.0.time": ["Time must be HH:MM on the quarter hour, e.g. 10:15"],
  });
  const empty = await request.post("/api/v1/meetings/slots/1", { headers, data: { slots: [] } });
  expect(empty.status()).toBe(400);

  const slot = { slots: [{ day: "Monday", time: "10:00" }] };
  const badId = await request.post("/api/v1/meetings/slots/first", { headers, data: slot });
  expect(badId.status()).toBe(400);
  expect((await badId.json()).message).toBe("Invalid week id");
  expect((await request.post("/api/v1/meetings/slots/999999", { headers, data: slot })).status()).toBe(404);
  expect((await request.get("/api/v1/meetings/weekDetails/999999", { headers })).status()).toBe(404);
});

test("a visitor books; the answer has the doubt's id, and its details are public by that id", async ({ request }) => {
  const { slots } = await newWeekWithSlots(request, await teacherToken(request), [{ day: "Tuesday", time: "13:00" }]);
  const email = uniqueEmail("api-visitor");
  const booked = await book(request, slots[0], email);
  expect(booked.status()).toBe(201);
  const answer = await booked.json();
  expect(answer).toEqual({
    valid: true,
    message:
      "Your request has been sent to the teacher. You will get a mail with the meeting link when the teacher accepts it.",
    doubtId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });

  const details = await (await request.get(`/api/v1/meetings/doubtDetails/${answer.doubtId}`)).json();
  expect(details.doubt).toEqual({
    id: answer.doubtId,
    user_email: email,
    doubt_type: "Trigonometry",
    class: "Class 10th",
    date: slots[0].date,
    raised_on: expect.any(String),
    request_accepted: false,
    completed: false,
    meeting_id: null,
    slot_id: slots[0].id,
    status: "pending",
    join_url: null,
    decline_message: "",
  });
});

test("a booked slot is no longer offered; the others still are", async ({ request }) => {
  const slots = [
    { day: "Tuesday", time: "13:15" },
    { day: "Tuesday", time: "13:30" },
  ];
  await newWeekWithSlots(request, await teacherToken(request), slots, async ({ slots: offered }) => {
    expect((await book(request, offered[0], uniqueEmail("first"))).status()).toBe(201);
    const offer = await (await request.get("/api/v1/meetings/bookingDetails")).json();
    expect(offer.slots.map((slot: { id: number }) => slot.id)).toEqual([offered[1].id]);
  });
});

test("50 bookings of one slot and date at once: exactly one wins, 49 get 409, none fails", async ({ request }) => {
  const { slots } = await newWeekWithSlots(request, await teacherToken(request), [{ day: "Thursday", time: "12:00" }]);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => book(request, slots[0], uniqueEmail(`racer${i}`))),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  const loser = answers.find((answer) => answer.status() === 409)!;
  expect(await loser.json()).toMatchObject({
    valid: false,
    message: "That time has just been booked. Please choose another.",
  });
});

test("a booking is refused for a wrong date, a missing slot and bad details", async ({ request }) => {
  const teacher = await teacherToken(request);
  const { week, slots } = await newWeekWithSlots(request, teacher, [
    { day: "Monday", time: "12:30" },
    { day: "Monday", time: "12:45" },
  ]);
  const wrongDate = new Date(Date.parse(slots[0].date) + 7 * 86_400_000).toISOString();
  const shifted = await book(request, { ...slots[0], date: wrongDate }, uniqueEmail("late"));
  expect(shifted.status()).toBe(400);
  expect((await shifted.json()).message).toMatch(/session is Monday, .* at 12:30 \(India Standard Time\)/);

  expect((await book(request, { ...slots[0], id: 999999 }, uniqueEmail("nowhere"))).status()).toBe(404);
  const bad = await request.post(`/api/v1/meetings/doubtRequest/${slots[0].id}`, {
    data: { details: { user_email: "nope", class: "Class 13th", doubt_type: "" } },
  });
  expect(bad.status()).toBe(400);
  expect(Object.keys((await bad.json()).errors).sort()).toEqual(["class", "date", "doubt_type", "user_email"]);
  const notJson = await request.post(`/api/v1/meetings/doubtRequest/${slots[0].id}`, { data: "details" });
  expect(notJson.status()).toBe(400);

  // None of these made a booking.
  const details = await (
    await request.get(`/api/v1/meetings/weekDetails/${week.id}`, { headers: { Authorization: teacher } })
  ).json();
  expect(details.doubts).toEqual([]);
});

test("accepting makes one meeting link, however often and however many at once", async ({ request }) => {
  const teacher = await teacherToken(request);
  const headers = { Authorization: teacher };
  const { week, slots } = await newWeekWithSlots(request, teacher, [{ day: "Friday", time: "13:30" }]);
  const email = uniqueEmail("accepted");
  const { doubtId } = await (await book(request, slots[0], email)).json();

  const accepts = await Promise.all(
    Array.from({ length: 10 }, () => request.post(`/api/v1/meetings/createMeetingLink/${doubtId}`, { headers })),
  );
  for (const accept of accepts) expect([200, 409]).toContain(accept.status());
  const meetingIds = await Promise.all(
    accepts.filter((accept) => accept.ok()).map(async (accept) => (await accept.json()).meeting.meeting_id),
  );
  expect(new Set(meetingIds).size).toBe(1);

  const again = await (await request.post(`/api/v1/meetings/createMeetingLink/${doubtId}`, { headers })).json();
  expect(again.meeting.meeting_id).toBe(meetingIds[0]);

  const { meeting } = await (await request.get(`/api/v1/meetings/meetingDetails/${doubtId}`, { headers })).json();
  expect(meeting).toEqual({
    meeting_id: meetingIds[0],
    date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    joinTime: "13:30",
    starts_at: slots[0].date,
    user_email: email,
    completed: false,
    join_url: `https://meet.jit.si/${meetingIds[0]}`,
    start_url: `https://meet.jit.si/${meetingIds[0]}`,
    meeting_password: "",
  });

  const { doubts } = await (await request.get(`/api/v1/meetings/weekDetails/${week.id}`, { headers })).json();
  expect(doubts).toEqual([expect.objectContaining({ id: doubtId, request_accepted: true, meeting_id: meetingIds[0] })]);
  const publicView = await (await request.get(`/api/v1/meetings/doubtDetails/${doubtId}`)).json();
  expect(publicView.doubt).toMatchObject({ request_accepted: true, status: "accepted", join_url: meeting.join_url });
});

test("a bad doubt id gets 'Invalid doubt id': 400 when malformed, 404 when unknown", async ({ request }) => {
  const headers = { Authorization: await teacherToken(request) };
  for (const [path, status] of [
    ["/api/v1/meetings/doubtDetails/12", 400],
    [`/api/v1/meetings/doubtDetails/${UNKNOWN_DOUBT}`, 404],
    [`/api/v1/meetings/meetingDetails/${UNKNOWN_DOUBT}`, 404],
  ] as const) {
    const response = await request.get(path, { headers });
    expect(response.status()).toBe(status);
    expect(await response.json()).toEqual({ valid: false, message: "Invalid doubt id" });
  }
  const accept = await request.post("/api/v1/meetings/createMeetingLink/undefined", { headers });
  expect(accept.status()).toBe(400);
  expect((await accept.json()).message).toBe("Invalid doubt id");
});

test("a visitor cancels by the id; the session is free, and of 50 new bookings at once exactly one wins", async ({
  request,
}) => {
  const { slots } = await newWeekWithSlots(request, await teacherToken(request), [{ day: "Thursday", time: "12:15" }]);
  const { doubtId } = await (await book(request, slots[0], uniqueEmail("cancels"))).json();

  const cancelled = await request.post(`/api/v1/meetings/cancel/${doubtId}`);
  expect(cancelled.status()).toBe(200);
  expect(await cancelled.json()).toEqual({
    valid: true,
    message: "Your booking is cancelled. The time is free for someone else.",
  });
  const again = await request.post(`/api/v1/meetings/cancel/${doubtId}`);
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe("This booking is already cancelled.");
  const details = await (await request.get(`/api/v1/meetings/doubtDetails/${doubtId}`)).json();
  expect(details.doubt).toMatchObject({ status: "cancelled", join_url: null });

  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => book(request, slots[0], uniqueEmail(`rebook${i}`))),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(49);

  expect((await request.post(`/api/v1/meetings/cancel/${UNKNOWN_DOUBT}`)).status()).toBe(404);
  expect((await request.post("/api/v1/meetings/cancel/12")).status()).toBe(400);
});

test("a teacher declines a pending request with a message; it can then be neither accepted nor cancelled", async ({
  request,
}) => {
  const teacher = await teacherToken(request);
  const headers = { Authorization: teacher };
  const { slots } = await newWeekWithSlots(request, teacher, [{ day: "Wednesday", time: "12:30" }]);
  const { doubtId } = await (await book(request, slots[0], uniqueEmail("declined"))).json();

  const tooLong = await request.post(`/api/v1/meetings/decline/${doubtId}`, {
    headers,
    data: { message: "x".repeat(1001) },
  });
  expect(tooLong.status()).toBe(400);
  expect((await tooLong.json()).errors).toEqual({ message: ["Please keep the message under 1000 characters"] });

  const declined = await request.post(`/api/v1/meetings/decline/${doubtId}`, {
    headers,
    data: { message: "Please book a Friday instead." },
  });
  expect(declined.status()).toBe(200);
  expect((await declined.json()).message).toMatch(/^Request declined/);
  const { doubt } = await (await request.get(`/api/v1/meetings/doubtDetails/${doubtId}`)).json();
  expect(doubt).toMatchObject({ status: "declined", decline_message: "Please book a Friday instead." });

  const accept = await request.post(`/api/v1/meetings/createMeetingLink/${doubtId}`, { headers });
  expect(accept.status()).toBe(409);
  expect((await accept.json()).message).toBe("This request was declined, so it can no longer be accepted.");
  expect((await request.post(`/api/v1/meetings/cancel/${doubtId}`)).status()).toBe(409);
  // The slot is free again.
  expect((await book(request, slots[0], uniqueEmail("after-decline"))).status()).toBe(201);
});

test("one e-mail address holds at most 2 upcoming sessions: the third booking gets 409", async ({ request }) => {
  const email = uniqueEmail("keen");
  const { slots } = await newWeekWithSlots(request, await teacherToken(request), [
    { day: "Tuesday", time: "11:00" },
    { day: "Tuesday", time: "11:15" },
    { day: "Tuesday", time: "11:30" },
  ]);
  expect((await book(request, slots[0], email)).status()).toBe(201);
  expect((await book(request, slots[1], email)).status()).toBe(201);
  const third = await book(request, slots[2], email.toUpperCase());
  expect(third.status()).toBe(409);
  expect(await third.json()).toMatchObject({
    valid: false,
    errors: { user_email: [expect.stringMatching(/already have 2 upcoming doubt sessions/)] },
  });
});
