import { type APIRequestContext, expect, test } from "@playwright/test";
import { batchWithStudents, studentToken } from "../support/api";
import { pdfFile } from "../support/files";
import { uniqueName } from "../support/people";

// Issue 10's calls: each for the teacher, refused to a student (403) and to no one (401).

type Call = { method: "get" | "post" | "patch" | "delete"; path: string; data?: unknown };

async function refusedToOthers(request: APIRequestContext, call: Call, studentAuth: string) {
  const send = (headers: Record<string, string>) =>
    request[call.method](`/api/v1${call.path}`, { headers, ...(call.data ? { data: call.data } : {}) });
  const anonymous = await send({});
  expect(anonymous.status(), `${call.method} ${call.path} anonymous`).toBe(401);
  const student = await send({ Authorization: studentAuth });
  expect(student.status(), `${call.method} ${call.path} student`).toBe(403);
  expect(await student.json()).toMatchObject({ valid: false });
}

test("batches: rename, archive, restore, delete (409 with students)", async ({ request }) => {
  const { teacher, batchId, batchName, subjectId, students } = await batchWithStudents(request, "Civics", ["Ira"]);
  const student = await studentToken(request, students[0].email, students[0].password);
  const renamed = uniqueName("Civics renamed");
  const calls: Call[] = [
    { method: "patch", path: `/teacher/batches/${batchId}`, data: { batch_name: renamed, duration: 9 } },
    { method: "post", path: `/teacher/batches/${batchId}/archive` },
    { method: "post", path: `/teacher/batches/${batchId}/restore` },
    { method: "delete", path: `/teacher/batches/${batchId}` },
  ];
  for (const call of calls) await refusedToOthers(request, call, student);

  const patched = await request.patch(`/api/v1/teacher/batches/${batchId}`, { headers: teacher, data: calls[0].data });
  expect(await patched.json()).toMatchObject({ valid: true, batch: { id: batchId, batch_name: renamed, duration: 9 } });
  const bad = await request.patch(`/api/v1/teacher/batches/${batchId}`, { headers: teacher, data: { batch_name: "" } });
  expect(bad.status()).toBe(400);
  const duplicate = await request.patch(`/api/v1/teacher/batches/${batchId}`, {
    headers: teacher,
    data: { batch_name: "class 10 MATHS & science", duration: 12 },
  });
  expect(duplicate.status()).toBe(409);
  expect((await duplicate.json()).errors.batch_name).toEqual(["An ongoing batch already has this name"]);

  expect((await request.post(`/api/v1/teacher/batches/${batchId}/archive`, { headers: teacher })).status()).toBe(200);
  const listed = await (await request.get("/api/v1/student/batches/subjects")).json();
  expect(listed.batches.some((batch: { id: number }) => batch.id === batchId)).toBe(false);
  // An archived batch takes no registrations over the API either.
  const late = await request.post("/api/v1/student/register", {
    data: {
      first_name: "Late",
      last_name: "Comer",
      email: `late-${Date.now()}@example.test`,
      password: "late-password",
      batch: { batchId, subjects: [subjectId] },
    },
  });
  expect(late.status()).toBe(400);
  // Its students still sign in.
  await studentToken(request, students[0].email, students[0].password);
  expect((await request.post(`/api/v1/teacher/batches/${batchId}/restore`, { headers: teacher })).status()).toBe(200);

  const refused = await request.delete(`/api/v1/teacher/batches/${batchId}`, { headers: teacher });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain("Archive it instead");
  expect(batchName).not.toBe(renamed);

  const { batchId: empty } = await batchWithStudents(request, "Empty", []);
  expect((await request.delete(`/api/v1/teacher/batches/${empty}`, { headers: teacher })).status()).toBe(200);
  expect((await request.delete(`/api/v1/teacher/batches/${empty}`, { headers: teacher })).status()).toBe(404);
});

test("subjects, folders and tests: PATCH and DELETE", async ({ request }) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Economics", ["Jaya"]);
  const student = await studentToken(request, students[0].email, students[0].password);
  const folder = await request.post(`/api/v1/teacher/createFolder/${subjectId}/${batchId}`, {
    headers: teacher,
    data: { folder_details: { folder_name: "Markets" } },
  });
  const folderId = (await folder.json()).folder.id;
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Quiz", batch_id: batchId, subject_id: subjectId, date: "2026-11-12", max_marks: 20 },
  });
  const testId = (await created.json()).test.id;
  await request.post(`/api/v1/test/marks/${testId}`, {
    headers: teacher,
    data: { results: [{ student_id: students[0].id, marks: 18, attempted: true }] },
  });

  const calls: Call[] = [
    { method: "patch", path: `/teacher/subjects/${subjectId}`, data: { subject_name: "Economics II" } },
    { method: "patch", path: `/teacher/folders/${folderId}`, data: { folder_name: "Markets and prices" } },
    {
      method: "patch",
      path: `/teacher/tests/${testId}`,
      data: { test_name: "Quiz 1", date: "2026-11-13", max_marks: 18 },
    },
    { method: "delete", path: `/teacher/tests/${testId}` },
    { method: "delete", path: `/teacher/folders/${folderId}` },
    { method: "delete", path: `/teacher/subjects/${subjectId}` },
  ];
  for (const call of calls) await refusedToOthers(request, call, student);

  for (const call of calls.slice(0, 3)) {
    const answer = await request.patch(`/api/v1${call.path}`, { headers: teacher, data: call.data });
    expect(answer.status(), call.path).toBe(200);
  }
  const tooLow = await request.patch(`/api/v1/teacher/tests/${testId}`, {
    headers: teacher,
    data: { test_name: "Quiz 1", date: "2026-11-13", max_marks: 10 },
  });
  expect(tooLow.status()).toBe(400);
  expect((await tooLow.json()).message).toContain("Jaya Test (18)");

  for (const call of calls.slice(3)) {
    const answer = await request.delete(`/api/v1${call.path}`, { headers: teacher });
    expect(answer.status(), call.path).toBe(200);
  }
  expect((await request.get(`/api/v1/test/getResults/${testId}`, { headers: teacher })).status()).toBe(404);
});

test("students: a search of mostly digits finds them in e-mails too, as on the page", async ({ request }) => {
  const { teacher, batchId, subjectId } = await batchWithStudents(request, "Numbers", []);
  const digits = `${Date.now()}`.slice(-9);
  const dashed = `${digits.slice(0, 3)}-${digits.slice(3)}`;
  const email = `rahul.${dashed}@example.test`;
  const registered = await request.post("/api/v1/student/register", {
    data: {
      first_name: "Rahul",
      last_name: "Test",
      email,
      password: "student-password",
      batch: { batchId, subjects: [subjectId] },
    },
  });
  expect(registered.status()).toBe(201);
  for (const q of [dashed, digits.slice(3)]) {
    const found = await request.get(`/api/v1/teacher/students?q=${encodeURIComponent(q)}&batch=${batchId}`, {
      headers: teacher,
    });
    expect(
      (await found.json()).students.map((student: { email: string }) => student.email),
      q,
    ).toEqual([email]);
  }
});

test("students: list, read, edit, deactivate, reactivate, delete", async ({ request }) => {
  const { teacher, batchId, students } = await batchWithStudents(request, "Statistics", ["Kavya", "Lata"]);
  const [kavya, lata] = students;
  const lataAuth = await studentToken(request, lata.email, lata.password);
  const edit = { first_name: "Kavya", last_name: "Iyer", email: kavya.email, batch_id: batchId };
  const calls: Call[] = [
    { method: "get", path: `/teacher/students?q=${encodeURIComponent(kavya.email)}` },
    { method: "get", path: `/teacher/students/${kavya.id}` },
    { method: "patch", path: `/teacher/students/${kavya.id}`, data: edit },
    { method: "post", path: `/teacher/students/${kavya.id}/deactivate` },
    { method: "post", path: `/teacher/students/${kavya.id}/reactivate` },
    { method: "delete", path: `/teacher/students/${kavya.id}`, data: { confirm_email: kavya.email } },
  ];
  for (const call of calls) await refusedToOthers(request, call, lataAuth);

  const found = await (
    await request.get(`/api/v1/teacher/students?q=${kavya.email.slice(0, 12)}&batch=${batchId}`, { headers: teacher })
  ).json();
  expect(found).toMatchObject({ valid: true, total: 1, page: 1, pages: 1 });
  expect(found.students[0]).toMatchObject({ id: kavya.id, email: kavya.email, batch_id: batchId, deactivated: false });
  const profile = await (await request.get(`/api/v1/teacher/students/${kavya.id}`, { headers: teacher })).json();
  expect(profile.subjects).toHaveLength(1);

  expect((await request.patch(`/api/v1/teacher/students/${kavya.id}`, { headers: teacher, data: edit })).status()).toBe(
    200,
  );
  const taken = await request.patch(`/api/v1/teacher/students/${kavya.id}`, {
    headers: teacher,
    data: { ...edit, email: lata.email },
  });
  expect(taken.status()).toBe(409);

  // Deactivating ends Lata's sessions at once: her token stops working; sign-in is refused.
  expect((await request.post(`/api/v1/teacher/students/${lata.id}/deactivate`, { headers: teacher })).status()).toBe(
    200,
  );
  expect((await request.get("/api/v1/student/details", { headers: { Authorization: lataAuth } })).status()).toBe(401);
  const signIn = await request.post("/api/v1/student/signin", {
    data: { cred: { email: lata.email, password: lata.password } },
  });
  expect(signIn.status()).toBe(403);
  expect((await request.post(`/api/v1/teacher/students/${lata.id}/reactivate`, { headers: teacher })).status()).toBe(
    200,
  );
  await studentToken(request, lata.email, lata.password);

  const wrong = await request.delete(`/api/v1/teacher/students/${kavya.id}`, {
    headers: teacher,
    data: { confirm_email: lata.email },
  });
  expect(wrong.status()).toBe(400);
  const gone = await request.delete(`/api/v1/teacher/students/${kavya.id}`, {
    headers: teacher,
    data: { confirm_email: kavya.email },
  });
  expect(gone.status()).toBe(200);
  expect((await request.get(`/api/v1/teacher/students/${kavya.id}`, { headers: teacher })).status()).toBe(404);
});

test("sub-folders, notes, videos and weeks: PATCH and DELETE", async ({ request }) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Zoology", ["Mira"]);
  const student = await studentToken(request, students[0].email, students[0].password);
  const folder = await request.post(`/api/v1/teacher/createFolder/${subjectId}/${batchId}`, {
    headers: teacher,
    data: { folder_details: { folder_name: "Birds" } },
  });
  const folderId = (await folder.json()).folder.id;
  const subIds: Record<string, number> = {};
  for (const type of ["notes", "videos"]) {
    const sub = await request.post(`/api/v1/teacher/createSubFolder/${folderId}`, {
      headers: teacher,
      data: { sub_folder_name: `Bird ${type}`, type },
    });
    subIds[type] = (await sub.json()).subFolder.id;
  }
  const upload = await request.post(`/api/v1/teacher/content/${subjectId}/${subIds.notes}`, {
    headers: teacher,
    multipart: { content_name: "Feathers", type: "pdf", content: pdfFile() },
  });
  const noteId = (await upload.json()).new_content.id;
  const added = await request.post(`/api/v1/teacher/videos/${subIds.videos}`, {
    headers: teacher,
    data: { video_name: "Flight", url: "https://youtu.be/flight" },
  });
  const videoId = (await added.json()).newContent[0].id;
  const week = await request.post("/api/v1/meetings/postNewWeek", {
    headers: teacher,
    data: { details: { week_name: uniqueName("API week") } },
  });
  const weekId = (await week.json()).week.id;

  const calls: Call[] = [
    { method: "patch", path: `/teacher/subFolders/${subIds.notes}`, data: { sub_folder_name: "Bird notes 2" } },
    { method: "patch", path: `/teacher/notes/${noteId}`, data: { content_name: "Feathers and flight" } },
    { method: "patch", path: `/teacher/video/${videoId}`, data: { video_name: "Flying", url: "https://youtu.be/fly" } },
    { method: "patch", path: `/meetings/weeks/${weekId}`, data: { week_name: "Renamed API week" } },
    { method: "delete", path: `/teacher/notes/${noteId}` },
    { method: "delete", path: `/teacher/video/${videoId}` },
    { method: "delete", path: `/teacher/subFolders/${subIds.notes}` },
    { method: "delete", path: `/meetings/weeks/${weekId}` },
  ];
  for (const call of calls) await refusedToOthers(request, call, student);

  const badLink = await request.patch(`/api/v1/teacher/video/${videoId}`, {
    headers: teacher,
    data: { video_name: "Flying", url: "https://example.com/x" },
  });
  expect(badLink.status()).toBe(400);
  for (const call of calls) {
    const answer = await request[call.method](`/api/v1${call.path}`, { headers: teacher, data: call.data });
    expect(answer.status(), `${call.method} ${call.path}`).toBe(200);
  }
  expect((await request.get(`/files/notes/${noteId}`, { headers: teacher })).status()).toBe(404);
});

test("a batch's details (issue 20): created, listed, changed and refused when wrong; SPEC's fields unchanged", async ({
  request,
}) => {
  const { teacher } = await batchWithStudents(request, "Botany", []);
  const name = uniqueName("Class 11–12 Biology");
  const details = {
    mode: "both",
    timings: "Sat 10 am–1 pm",
    start_date: "2027-06-01",
    seats_left: 8,
    highlights: ["Two years", "NEET papers"],
  };
  const created = await request.post("/api/v1/teacher/batch", {
    headers: teacher,
    data: { batch: { batch_name: name, duration: 24, ...details } },
  });
  expect(created.status()).toBe(201);
  const { batch } = await created.json();
  expect(batch).toEqual({ id: expect.any(Number), batch_name: name, duration: 24, ...details });

  for (const path of [
    `/api/v1/student/batches/subjects?q=${encodeURIComponent(name)}`,
    `/api/v1/teacher/courses?q=${encodeURIComponent(name)}`,
  ]) {
    const list = await (await request.get(path, { headers: teacher })).json();
    expect(list.batches ?? list.courses).toEqual([batch]);
  }

  // SPEC's two fields alone still work; the details they leave out are not said.
  const patched = await request.patch(`/api/v1/teacher/batches/${batch.id}`, {
    headers: teacher,
    data: { batch_name: name, duration: 12 },
  });
  expect((await patched.json()).batch).toEqual({
    id: batch.id,
    batch_name: name,
    duration: 12,
    mode: "offline",
    timings: "",
    start_date: null,
    seats_left: null,
    highlights: [],
  });

  for (const [wrong, field] of [
    [{ mode: "hybrid" }, "mode"],
    [{ start_date: "1 June" }, "start_date"],
    [{ seats_left: -1 }, "seats_left"],
    [{ highlights: ["a", "b", "c", "d", "e"] }, "highlights"],
  ] as const) {
    const refused = await request.patch(`/api/v1/teacher/batches/${batch.id}`, {
      headers: teacher,
      data: { batch_name: name, duration: 12, ...wrong },
    });
    expect(refused.status(), JSON.stringify(wrong)).toBe(400);
    expect(Object.keys((await refused.json()).errors)).toContain(field);
  }
});
