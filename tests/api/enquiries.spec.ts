import { type APIRequestContext, expect, test } from "@playwright/test";
import { teacherToken } from "../support/api";
import { DEMO_BATCH, uniqueEmail } from "../support/people";

// Enquiries over /api/v1: the public form's call without a token (and its guards), the teacher's list, stages,
// notes and 'Admit'; bad input is a 4xx that changes nothing.

/** A form time is refused until a person could have typed the form (the domain's FASTEST_PERSON_MS). */
const PERSON_TYPES_MS = 3100;

const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

async function demoBatch(request: APIRequestContext) {
  const answer = await (
    await request.get(`/api/v1/student/batches/subjects?q=${encodeURIComponent(DEMO_BATCH)}`)
  ).json();
  const batch = answer.batches.find((one: { batch_name: string }) => one.batch_name === DEMO_BATCH);
  const subjects = answer.subjects.filter((subject: { batchId: number }) => subject.batchId === batch.id);
  return { id: batch.id as number, subjectIds: subjects.map((subject: { id: number }) => subject.id) as number[] };
}

/** How many of the newest enquiries have this mobile: other tests add enquiries meanwhile, so totals move. */
const withMobile = async (request: APIRequestContext, Authorization: string, mobile: string) =>
  (await (await request.get("/api/v1/teacher/enquiries", { headers: { Authorization } })).json()).enquiries.filter(
    (one: { mobile: string }) => one.mobile === `+91${mobile}`,
  ).length;

test("the public enquiry: refused when too fast, trapped or forged; taken as new from the website once a person could have typed it", async ({
  request,
}) => {
  const teacher = await teacherToken(request);
  const form = await (await request.get("/api/v1/enquire")).json();
  expect(form).toMatchObject({ valid: true, form_time: expect.any(String) });
  expect(form.batches.map((batch: { name: string }) => batch.name)).toContain(DEMO_BATCH);
  const mobile = uniqueMobile();
  const enquiry = { name: "Api Visitor", mobile, form_time: form.form_time, website: "" };

  const tooFast = await request.post("/api/v1/enquire", { data: enquiry });
  expect(tooFast.status()).toBe(400);
  expect((await tooFast.json()).message).toContain("quicker than anyone types");
  await new Promise((resolve) => setTimeout(resolve, PERSON_TYPES_MS));
  for (const refused of [
    { ...enquiry, website: "http://spam.example" },
    { ...enquiry, form_time: `${Date.now() - 60_000}.abcdefgh.${"A".repeat(43)}` },
    { ...enquiry, form_time: undefined },
    { ...enquiry, mobile: "12345" },
    { ...enquiry, name: "" },
  ]) {
    const answer = await request.post("/api/v1/enquire", { data: refused });
    expect(answer.status(), JSON.stringify(refused)).toBe(400);
    expect((await answer.json()).valid).toBe(false);
  }
  expect(await withMobile(request, teacher, mobile)).toBe(0);

  const taken = await request.post("/api/v1/enquire", { data: enquiry, headers: { "Accept-Language": "hi" } });
  expect(taken.status(), await taken.text()).toBe(201);
  const list = await (
    await request.get("/api/v1/teacher/enquiries?source=website&stage=new", { headers: { Authorization: teacher } })
  ).json();
  expect(list.enquiries[0]).toMatchObject({ name: "Api Visitor", mobile: `+91${mobile}`, language: "hi" });
});

test("the teacher's enquiries: create once, stages, a note, 'Admit' once; bad input changes nothing", async ({
  request,
}) => {
  const Authorization = await teacherToken(request);
  const headers = { Authorization };
  expect((await request.get("/api/v1/teacher/enquiries")).status()).toBe(401);

  const mobile = uniqueMobile();
  for (const bad of [
    { name: "No Source", mobile },
    { name: "Bad Source", mobile, source: "tv" },
    { name: "Bad Day", mobile, source: "phone", follow_up_on: "2026-02-30" },
    { name: "Bad Teacher", mobile, source: "phone", handled_by: 999999 },
  ]) {
    const answer = await request.post("/api/v1/teacher/enquiries", { headers, data: bad });
    expect(answer.status(), bad.name).toBe(400);
  }
  expect(await withMobile(request, Authorization, mobile)).toBe(0);

  const walkIn = { name: "Api Walkin", mobile, source: "walk-in", follow_up_on: "2026-12-01" };
  const key = `api-walk-in-${Date.now()}`;
  const first = await request.post("/api/v1/teacher/enquiries", {
    headers: { ...headers, "Idempotency-Key": key },
    data: walkIn,
  });
  expect(first.status(), await first.text()).toBe(201);
  const again = await request.post("/api/v1/teacher/enquiries", {
    headers: { ...headers, "Idempotency-Key": key },
    data: walkIn,
  });
  const { enquiry } = await first.json();
  expect((await again.json()).enquiry.id).toBe(enquiry.id);
  expect(await withMobile(request, Authorization, mobile)).toBe(1);
  expect(enquiry).toMatchObject({ stage: "new", source: "walk-in", follow_up_on: "2026-12-01" });

  const at = `/api/v1/teacher/enquiries/${enquiry.id}`;
  const noReason = await request.patch(at, { headers, data: { stage: "lost" } });
  expect(noReason.status()).toBe(400);
  expect((await noReason.json()).errors.lost_reason).toEqual(["Say why the enquiry was lost"]);
  const demo = await request.patch(at, { headers, data: { stage: "demo", follow_up_on: "2026-12-03" } });
  expect((await demo.json()).enquiry).toMatchObject({ stage: "demo", follow_up_on: "2026-12-03" });
  expect((await request.post(`${at}/notes`, { headers, data: { text: "" } })).status()).toBe(400);
  const note = await request.post(`${at}/notes`, { headers, data: { text: "Came for the demo class" } });
  expect(note.status()).toBe(201);

  const batch = await demoBatch(request);
  const admission = {
    first_name: "Api",
    last_name: "Admitted",
    email: uniqueEmail("admitted"),
    batch_id: batch.id,
    subjects: batch.subjectIds,
    guardian_name: "Api Guardian",
    guardian_relation: "mother",
    guardian_mobile: walkIn.mobile,
  };
  const wrongSubject = await request.post(`${at}/admit`, { headers, data: { ...admission, subjects: [999999] } });
  expect(wrongSubject.status()).toBe(400);
  const lookup = await request.get(at, { headers });
  expect((await lookup.json()).enquiry).toMatchObject({ stage: "demo", student_id: null });

  const admitted = await request.post(`${at}/admit`, { headers, data: admission });
  expect(admitted.status(), await admitted.text()).toBe(201);
  const { student } = await admitted.json();
  const twice = await request.post(`${at}/admit`, { headers, data: { ...admission, email: uniqueEmail("twice") } });
  expect(twice.status()).toBe(409);
  expect((await twice.json()).message).toBe("This enquiry is already admitted: its student exists.");
  const after = (await (await request.get(at, { headers })).json()).enquiry;
  expect(after).toMatchObject({ stage: "admitted", student_id: student.id });
  expect(after.notes).toMatchObject([{ text: "Came for the demo class" }]);
  expect((await request.patch(at, { headers, data: { stage: "new" } })).status()).toBe(409);
});

test("the list's filters and the month's report refuse what they cannot read", async ({ request }) => {
  const headers = { Authorization: await teacherToken(request) };
  expect((await request.get("/api/v1/teacher/enquiries?due=someday", { headers })).status()).toBe(400);
  expect((await request.get("/api/v1/teacher/enquiries?stage=maybe", { headers })).status()).toBe(400);
  expect((await request.get("/api/v1/teacher/enquiries/report?month=2026-13", { headers })).status()).toBe(400);
  expect((await request.get("/api/v1/teacher/enquiries/abc", { headers })).status()).toBe(400);
  expect((await request.get("/api/v1/teacher/enquiries/999999", { headers })).status()).toBe(404);
  const month = new Date().toISOString().slice(0, 7);
  const report = await (await request.get(`/api/v1/teacher/enquiries/report?month=${month}`, { headers })).json();
  expect(report.by_source.map((row: { source: string }) => row.source)).toEqual([
    "walk-in",
    "phone",
    "website",
    "referral",
    "advertisement",
    "other",
  ]);
  expect(report.total).toBeGreaterThan(0);
  expect(report.conversion_percent).toBe(Math.round((report.admitted * 100) / report.total));
  const due = await (await request.get("/api/v1/teacher/enquiries?due=overdue", { headers })).json();
  expect(due.enquiries.length).toBeGreaterThan(0);
});
