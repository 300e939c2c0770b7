import { expect, test } from "@playwright/test";
import { batchWithStudents, studentToken } from "../support/api";

test("the /test calls, for the teacher, the student and anonymous", async ({ request }) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Maths", ["Ira", "Jai"]);
  const [ira, jai] = students;
  const iraHeaders = { Authorization: await studentToken(request, ira.email, ira.password) };

  // newTest: teacher only; bad input 400; a subject of another batch 404.
  const payload = { test_name: "Algebra", batch_id: batchId, subject_id: subjectId, date: "2026-11-19" };
  expect((await request.post("/api/v1/test/newTest", { data: payload })).status()).toBe(401);
  expect((await request.post("/api/v1/test/newTest", { headers: iraHeaders, data: payload })).status()).toBe(403);
  expect(
    (
      await request.post("/api/v1/test/newTest", { headers: teacher, data: { ...payload, date: "2026-02-30" } })
    ).status(),
  ).toBe(400);
  expect(
    (await request.post("/api/v1/test/newTest", { headers: teacher, data: { ...payload, batch_id: 1 } })).status(),
  ).toBe(404);
  const created = await request.post("/api/v1/test/newTest", { headers: teacher, data: payload });
  expect(created.status()).toBe(201);
  const testId = (await created.json()).test.id;

  // The teacher's view of the subject.
  const overview = await (
    await request.get(`/api/v1/test/details/${batchId}/${subjectId}`, { headers: teacher })
  ).json();
  expect(overview).toMatchObject({
    batch_name: expect.any(String),
    tests: [{ id: testId, name: "Algebra", date: "2026-11-19" }],
  });
  expect(overview.students).toHaveLength(2);
  expect((await request.get(`/api/v1/test/details/${batchId}/${subjectId}`, { headers: iraHeaders })).status()).toBe(
    403,
  );

  // No results yet.
  const none = await (await request.get(`/api/v1/test/getResults/${testId}`, { headers: teacher })).json();
  expect(none).toMatchObject({ results: [], message: "Results yet to be added" });

  // Saving: empty list, a bad row, then rows as SPEC's page builds them.
  const empty = await request.post(`/api/v1/test/marks/${testId}`, { headers: teacher, data: { results: [] } });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).message).toBe("Please fill entries");
  const tooHigh = await request.post(`/api/v1/test/marks/${testId}`, {
    headers: teacher,
    data: { results: [{ student_id: ira.id, marks: 101, attempted: true }] },
  });
  expect(tooHigh.status()).toBe(400);
  const rows = [
    {
      student_id: ira.id,
      student_name: ira.name,
      student_email: ira.email,
      result_id: null,
      test_id: testId,
      marks: 64,
      attempted: true,
    },
    {
      student_id: jai.id,
      student_name: jai.name,
      student_email: jai.email,
      result_id: null,
      test_id: testId,
      marks: "",
      attempted: false,
    },
  ];
  expect(
    (await request.post(`/api/v1/test/marks/${testId}`, { headers: iraHeaders, data: { results: rows } })).status(),
  ).toBe(403);
  const saved = await request.post(`/api/v1/test/marks/${testId}`, { headers: teacher, data: { results: rows } });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toMatchObject({
    valid: true,
    message: "Results saved for 2 students as a draft: students see them once you publish",
  });
  const updated = await request.put(`/api/v1/test/updateResult/${testId}`, {
    headers: teacher,
    data: { results: [{ ...rows[1], marks: 58, attempted: true }] },
  });
  expect(updated.status()).toBe(200);
  const results = await (await request.get(`/api/v1/test/getResults/${testId}`, { headers: teacher })).json();
  expect(results.results).toEqual([
    expect.objectContaining({ student_id: ira.id, marks: 64, attempted: true }),
    expect.objectContaining({ student_id: jai.id, marks: 58, attempted: true }),
  ]);
  expect((await request.get(`/api/v1/test/getResults/${testId}`, { headers: iraHeaders })).status()).toBe(403);

  // A draft is not the student's to see; the teacher publishes it (students and strangers cannot).
  const draft = await (await request.get(`/api/v1/test/getTestResult/${testId}`, { headers: iraHeaders })).json();
  expect(draft).toMatchObject({ published: false, student_marks: null, message: "Results not published yet" });
  expect((await request.post(`/api/v1/test/publish/${testId}`, { headers: iraHeaders })).status()).toBe(403);
  expect((await request.post(`/api/v1/test/publish/${testId}`)).status()).toBe(401);
  const published = await request.post(`/api/v1/test/publish/${testId}`, { headers: teacher });
  expect(await published.json()).toMatchObject({
    valid: true,
    published: true,
    message: "Results of Algebra published",
  });

  // The student's views.
  const list = await (await request.get(`/api/v1/test/details/${batchId}`, { headers: iraHeaders })).json();
  expect(list).toMatchObject({ valid: true, tests: [{ id: testId, name: "Algebra", marks: 64 }] });
  expect((await request.get("/api/v1/test/details/1", { headers: iraHeaders })).status()).toBe(403);
  const mine = await (await request.get(`/api/v1/test/getTestResult/${testId}`, { headers: iraHeaders })).json();
  expect(mine).toMatchObject({
    test_name: "Algebra",
    attempted: true,
    student_marks: 64,
    highestMarks: 64,
    no_of_students_attempted: 2,
    average: 61,
    rank: 1,
  });
  expect((await request.get("/api/v1/test/getTestResult/1", { headers: iraHeaders })).status()).toBe(403);
  expect((await request.get(`/api/v1/test/getTestResult/${testId}`)).status()).toBe(401);
  expect((await request.get(`/api/v1/test/getTestResult/${testId}`, { headers: teacher })).status()).toBe(403);
  expect((await request.get("/api/v1/test/getTestResult/99999999", { headers: iraHeaders })).status()).toBe(404);

  const hidden = await request.post(`/api/v1/test/unpublish/${testId}`, { headers: teacher });
  expect(await hidden.json()).toMatchObject({ valid: true, published: false });
  const gone = await (await request.get(`/api/v1/test/getTestResult/${testId}`, { headers: iraHeaders })).json();
  expect(gone).toMatchObject({ published: false, student_marks: null });
});

test("marks download as CSV for the teacher only", async ({ request }) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Science", ["Kiran"]);
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Cells, part 1", batch_id: batchId, subject_id: subjectId, date: "2026-11-18" },
  });
  const testId = (await created.json()).test.id;
  await request.post(`/api/v1/test/marks/${testId}`, {
    headers: teacher,
    data: { results: [{ student_id: students[0].id, marks: 41.5, attempted: true, remark: "Neat" }] },
  });
  const one = await request.get(`/teacher/test/${batchId}/${subjectId}/tests/${testId}/marks.csv`, {
    headers: teacher,
  });
  expect(one.headers()["content-type"]).toContain("text/csv");
  expect(await one.text()).toBe(
    `roll_no,email,name,marks,attempted,remark\n1,${students[0].email},Kiran Test,41.5,yes,Neat\n`,
  );
  const all = await request.get(`/teacher/test/${batchId}/${subjectId}/marks.csv`, { headers: teacher });
  expect(await all.text()).toContain('"Cells, part 1 (2026-11-18, out of 100)"');
  const student = { Authorization: await studentToken(request, students[0].email, students[0].password) };
  const refused = await request.get(`/teacher/test/${batchId}/${subjectId}/marks.csv`, {
    headers: student,
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(302);
});
