import { type APIRequestContext, expect, test } from "@playwright/test";
import { batchWithStudents, formTokenOn, teacherCookie } from "../support/api";

// Dates from addresses, query strings, forms and API bodies: a month past the year 9999 or a day that does not
// exist is a quick 4xx with a message, never a hung server or a 500, and nothing is saved.

const IMPOSSIBLE = "2026-13-01";
/** Long enough for any answer; the day loop that ran away never answered at all. */
const QUICK = { timeout: 10_000 };

async function classroom(request: APIRequestContext) {
  const made = await batchWithStudents(request, "Calendar", ["Dina"]);
  const weekly = await request.post(`/api/v1/teacher/batches/${made.batchId}/timetable`, {
    headers: made.teacher,
    data: { subject_id: made.subjectId, weekday: "Monday", start_time: "10:00", end_time: "11:00", room: "1" },
  });
  expect(weekly.status()).toBe(201);
  return { ...made, classId: (await weekly.json()).class.id as number };
}

test("the month 9999-12 is a quick 4xx from the CSV, the API and the month's page", async ({ request, baseURL }) => {
  const { teacher, batchId } = await classroom(request);
  const cookie = await teacherCookie(request, baseURL!);

  const csv = await request.get(`/teacher/course/${batchId}/attendance/9999-12.csv`, {
    headers: { Cookie: cookie },
    ...QUICK,
  });
  expect(csv.status()).toBe(404);
  expect(
    (
      await request.get(`/teacher/course/${batchId}/attendance/2026-13.csv`, { headers: { Cookie: cookie }, ...QUICK })
    ).status(),
  ).toBe(404);

  const api = await request.get(`/api/v1/teacher/batches/${batchId}/attendance?month=9999-12`, {
    headers: teacher,
    ...QUICK,
  });
  expect(api.status()).toBe(400);
  expect((await api.json()).errors).toEqual({ month: ["Choose a month in the years 2000 to 2100"] });
  const impossible = await request.get(`/api/v1/teacher/batches/${batchId}/attendance?month=2026-13`, {
    headers: teacher,
    ...QUICK,
  });
  expect((await impossible.json()).errors).toEqual({ month: ["That month does not exist"] });

  const page = await request.get(`/teacher/course/${batchId}/attendance/month?month=9999-12`, {
    headers: { Cookie: cookie },
    ...QUICK,
  });
  expect(page.status()).toBe(400);
  const html = await page.text();
  expect(html).toContain("Choose a month in the years 2000 to 2100");
  expect(html).toContain('value="9999-12"');

  // A good month is still a grid, and the site still answers.
  expect(
    (await request.get(`/teacher/course/${batchId}/attendance/2026-11.csv`, { headers: { Cookie: cookie } })).status(),
  ).toBe(200);
  expect(
    (await request.get(`/api/v1/teacher/batches/${batchId}/attendance?month=2026-11`, { headers: teacher })).status(),
  ).toBe(200);
});

test("a register on a day that does not exist: 400 from the API (even signed out), 404 as a page", async ({
  request,
  baseURL,
}) => {
  const { teacher, batchId, classId, students } = await classroom(request);
  const register = `/teacher/batches/${batchId}/register/${classId}`;
  for (const date of [IMPOSSIBLE, "2026-02-30", "9999-12-31"]) {
    const anonymous = await request.get(`/api/v1${register}/${date}`);
    expect(anonymous.status(), date).toBeLessThan(500);
    expect(anonymous.status(), date).toBeGreaterThanOrEqual(400);
    const read = await request.get(`/api/v1${register}/${date}`, { headers: teacher });
    expect(read.status(), date).toBe(400);
    const save = await request.put(`/api/v1${register}/${date}`, {
      headers: teacher,
      data: { students: [{ student_id: students[0].id, status: "absent" }] },
    });
    expect(save.status(), date).toBe(400);
  }
  const cookie = await teacherCookie(request, baseURL!);
  for (const path of [
    `/teacher/course/${batchId}/register/${classId}/${IMPOSSIBLE}`,
    `/teacher/course/${batchId}/register/${classId}/${IMPOSSIBLE}/history`,
  ])
    expect((await request.get(path, { headers: { Cookie: cookie } })).status(), path).toBe(404);
});

test("impossible dates in the fee, homework and timetable calls are 400 with a message, and save nothing", async ({
  request,
}) => {
  const { teacher, batchId, subjectId, classId, students } = await classroom(request);
  const bad = [
    [
      "/api/v1/teacher/fees/payments",
      { student_id: students[0].id, amount: "500", paid_on: IMPOSSIBLE, mode: "cash" },
      "paid_on",
    ],
    [
      "/api/v1/teacher/fees/payments",
      { student_id: students[0].id, amount: "500", paid_on: "0000-04-01", mode: "cash" },
      "paid_on",
    ],
    [
      "/api/v1/teacher/fees/payments",
      { student_id: students[0].id, amount: "1,00", paid_on: "2026-11-02", mode: "cash" },
      "amount",
    ],
    [`/api/v1/teacher/subjects/${subjectId}/homework`, { title: "Sums", due_on: IMPOSSIBLE }, "due_on"],
    [
      `/api/v1/teacher/batches/${batchId}/extra-class`,
      { subject_id: subjectId, date: IMPOSSIBLE, start_time: "10:00", end_time: "11:00", room: "1" },
      "date",
    ],
    [`/api/v1/teacher/batches/${batchId}/timetable/${classId}/cancel`, { date: IMPOSSIBLE }, "date"],
  ] as const;
  for (const [path, data, field] of bad) {
    const answer = await request.post(path, { headers: teacher, data });
    expect(answer.status(), `${path} ${JSON.stringify(data)}`).toBe(400);
    expect(Object.keys((await answer.json()).errors ?? {}), path).toContain(field);
  }
  const fees = await request.get(`/api/v1/teacher/fees/students/${students[0].id}`, { headers: teacher });
  expect((await fees.json()).account?.payments ?? []).toEqual([]);
  const homework = await request.get(`/api/v1/teacher/subjects/${subjectId}/homework`, { headers: teacher });
  expect((await homework.json()).homework).toEqual([]);
  const timetable = await (
    await request.get(`/api/v1/teacher/batches/${batchId}/timetable`, { headers: teacher })
  ).json();
  expect(timetable.extra_classes).toEqual([]);
  expect(timetable.cancellations).toEqual([]);
});

test("the forms re-render an impossible date with its message and what was typed, never a 500", async ({
  request,
  baseURL,
}) => {
  const { teacher, batchId, subjectId, classId, students } = await classroom(request);
  // The payment form is offered to a student on a fee plan.
  const plan = await request.post("/api/v1/teacher/fees/plans", {
    headers: teacher,
    data: { name: "Term", batch_id: batchId, total: "500", instalments: [{ amount: "500", due_on: "2026-12-01" }] },
  });
  expect(plan.status()).toBe(201);
  const onPlan = await request.post("/api/v1/teacher/fees/accounts", {
    headers: teacher,
    data: { student_id: students[0].id, plan_id: (await plan.json()).plan.id },
  });
  expect(onPlan.status()).toBe(200);
  const cookie = await teacherCookie(request, baseURL!);
  const forms = [
    [`/teacher/students/${students[0].id}/fees/payment`, { amount: "500", paid_on: IMPOSSIBLE, mode: "cash" }],
    [`/teacher/course/${batchId}/subjects/${subjectId}/homework/new`, { title: "Sums", due_on: IMPOSSIBLE }],
    [
      `/teacher/course/${batchId}/timetable/extra`,
      { subject_id: String(subjectId), date: IMPOSSIBLE, start_time: "10:00", end_time: "11:00", room: "1" },
    ],
  ] as const;
  for (const [path, fields] of forms) {
    const _token = await formTokenOn(request, path, cookie);
    const answer = await request.post(path, {
      headers: { Cookie: cookie, Origin: baseURL! },
      form: { ...fields, _token },
      maxRedirects: 0,
    });
    expect(answer.status(), path).toBe(400);
    const html = await answer.text();
    expect(html, path).toContain("That date does not exist");
    expect(html, path).toContain(`value="${IMPOSSIBLE}"`);
  }
  // 'Cancel class' offers the class's own dates in a select: a forged impossible one is refused at that field.
  const cancel = `/teacher/course/${batchId}/timetable/${classId}/cancel`;
  const _token = await formTokenOn(request, cancel, cookie);
  const refused = await request.post(cancel, {
    headers: { Cookie: cookie, Origin: baseURL! },
    form: { date: IMPOSSIBLE, _token },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("That date does not exist");
});
