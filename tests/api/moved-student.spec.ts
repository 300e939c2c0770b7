import { expect, test } from "@playwright/test";
import { batchWithStudents, studentToken } from "../support/api";

// Issue 20: PATCH /teacher/students/{id} moves a student with the subjects they take (SPEC's fields unchanged);
// the student still reads their published results of the old batch, and its sheet no longer counts them.

test("a move takes the subjects and access given; the old batch's published result stays readable", async ({
  request,
}) => {
  const old = await batchWithStudents(request, "Acoustics", ["Uma", "Vir"]);
  const [uma] = old.students;
  const target = await batchWithStudents(request, "Botany", []);
  const teacher = old.teacher;
  const zoology = await request.post(`/api/v1/teacher/subject/${target.batchId}`, {
    headers: teacher,
    data: { subject: "Zoology" },
  });
  const zoologyId = (await zoology.json()).subject.id as number;
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Echoes", batch_id: old.batchId, subject_id: old.subjectId, date: "2026-11-03", max_marks: 25 },
  });
  const testId = (await created.json()).test.id as number;
  const results = old.students.map((student, index) => ({
    student_id: student.id,
    marks: 20 - index,
    attempted: true,
  }));
  await request.post(`/api/v1/test/marks/${testId}`, { headers: teacher, data: { results } });
  await request.post(`/api/v1/test/publish/${testId}`, { headers: teacher });

  const edit = { first_name: "Uma", last_name: "Test", email: uma.email, batch_id: target.batchId };
  const foreign = await request.patch(`/api/v1/teacher/students/${uma.id}`, {
    headers: teacher,
    data: { ...edit, subjects: [old.subjectId] },
  });
  expect(foreign.status()).toBe(400);
  expect((await foreign.json()).errors.subjects).toEqual([`Choose subjects of ${target.batchName}`]);

  const moved = await request.patch(`/api/v1/teacher/students/${uma.id}`, {
    headers: teacher,
    data: { ...edit, subjects: [zoologyId], permitted: true },
  });
  expect(moved.status()).toBe(200);
  expect((await moved.json()).message).toBe(`Student moved to ${target.batchName}: 1 subject, access given`);
  const profile = await (await request.get(`/api/v1/teacher/students/${uma.id}`, { headers: teacher })).json();
  expect(profile.subjects).toEqual([{ id: zoologyId, subject_name: "Zoology", permitted: true }]);

  const overview = await (
    await request.get(`/api/v1/test/details/${old.batchId}/${old.subjectId}`, { headers: teacher })
  ).json();
  expect(overview.tests[0]).toMatchObject({ id: testId, results: 1 });
  expect(overview.students).toHaveLength(1);

  const student = { Authorization: await studentToken(request, uma.email, uma.password) };
  const current = await (await request.get(`/api/v1/test/details/${target.batchId}`, { headers: student })).json();
  expect(current).toMatchObject({
    current_batch: true,
    earlier_batches: [{ id: old.batchId, batch_name: old.batchName }],
  });
  const earlier = await request.get(`/api/v1/test/details/${old.batchId}`, { headers: student });
  expect(earlier.status()).toBe(200);
  expect(await earlier.json()).toMatchObject({
    batch_name: old.batchName,
    current_batch: false,
    tests: [{ id: testId, published: true, marks: 20, attempted: true }],
  });
  const result = await request.get(`/api/v1/test/getTestResult/${testId}`, { headers: student });
  expect(result.status()).toBe(200);
  expect(await result.json()).toMatchObject({ student_marks: 20, rank: 1, batch_id: old.batchId });

  // Another batch's tests stay closed to a student who has no result there.
  const vir = { Authorization: await studentToken(request, old.students[1].email, old.students[1].password) };
  expect((await request.get(`/api/v1/test/details/${target.batchId}`, { headers: vir })).status()).toBe(403);
});

test("a student without subjects chooses theirs once, then waits for the teacher", async ({ request }) => {
  const old = await batchWithStudents(request, "Mechanics", ["Wasim"]);
  const [wasim] = old.students;
  const target = await batchWithStudents(request, "Genetics", []);
  const edit = { first_name: "Wasim", last_name: "Test", email: wasim.email, batch_id: target.batchId, subjects: [] };
  expect((await request.patch(`/api/v1/teacher/students/${wasim.id}`, { headers: old.teacher, data: edit })).ok()).toBe(
    true,
  );
  const student = { Authorization: await studentToken(request, wasim.email, wasim.password) };
  const details = await (await request.get("/api/v1/student/details", { headers: student })).json();
  expect(details).toMatchObject({ subs: [], offered: [{ id: target.subjectId, subject_name: "Genetics" }] });

  const none = await request.post("/api/v1/student/subjects", { headers: student, data: { subjects: [] } });
  expect(none.status()).toBe(400);
  const foreign = await request.post("/api/v1/student/subjects", {
    headers: student,
    data: { subjects: [old.subjectId] },
  });
  expect(foreign.status()).toBe(400);
  expect(
    (await request.post("/api/v1/student/subjects", { headers: old.teacher, data: { subjects: [1] } })).status(),
  ).toBe(403);
  const chosen = await request.post("/api/v1/student/subjects", {
    headers: student,
    data: { subjects: [target.subjectId] },
  });
  expect(chosen.status()).toBe(201);
  const again = await request.post("/api/v1/student/subjects", {
    headers: student,
    data: { subjects: [target.subjectId] },
  });
  expect(again.status()).toBe(409);
  const after = await (await request.get("/api/v1/student/details", { headers: student })).json();
  expect(after).toMatchObject({ subs: [{ id: target.subjectId, permitted: false }], offered: [] });
});
