import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { studentToken, teacherToken } from "../support/api";
import { pdfFile } from "../support/files";
import { jsonShape } from "../support/json-shape";
import { book, newWeekWithSlots } from "../support/newest-week";
import { uniqueEmail, uniqueName } from "../support/people";

// The contract of every /api/v1 call: its status and the names and types of every field it answers,
// pinned in a snapshot beside this file. A change of either, anywhere, fails here, so moving code behind
// the API (or adding to it) is a visible, reviewed change of the snapshot. Values are not pinned: they
// depend on what other tests made in the shared database; each call here works on things made for it.
test.describe.configure({ mode: "serial", timeout: 120_000 });

type Contract = Record<string, { status: number; body: unknown }>;

async function record(contract: Contract, call: string, response: APIResponse) {
  const text = await response.text();
  let body: unknown;
  try {
    body = jsonShape(JSON.parse(text));
  } catch {
    body = `not JSON: ${response.headers()["content-type"]}`;
  }
  contract[call] = { status: response.status(), body };
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read as the API documents it; its shape is what is checked
  return (text ? JSON.parse(text) : {}) as Record<string, any>;
}

const pinned = (contract: Contract) => `${JSON.stringify(contract, null, 2)}\n`;

async function newBatch(request: APIRequestContext, teacher: Record<string, string>) {
  const name = uniqueName("Contract batch");
  const made = await request.post("/api/v1/teacher/batch", {
    headers: teacher,
    data: { batch: { batch_name: name, duration: 12 } },
  });
  return { name, id: (await made.json()).batch.id as number };
}

test("accounts, batches and students", async ({ request }) => {
  const contract: Contract = {};
  const teacher = { Authorization: await teacherToken(request) };
  await record(
    contract,
    "POST /teacher/signin",
    await request.post("/api/v1/teacher/signin", {
      data: {
        cred: { email: "teacher@example.com", password: "teacher-demo-2026", teacher_code: "demo-teacher-code" },
      },
    }),
  );
  const batch = await record(
    contract,
    "POST /teacher/batch",
    await request.post("/api/v1/teacher/batch", {
      headers: teacher,
      data: { batch: { batch_name: uniqueName("Contract batch"), duration: 12 } },
    }),
  );
  const batchId = batch.batch.id as number;
  const subject = await record(
    contract,
    "POST /teacher/subject/{batchId}",
    await request.post(`/api/v1/teacher/subject/${batchId}`, { headers: teacher, data: { subject: "Physics" } }),
  );
  const subjectId = subject.subject.id as number;
  const email = uniqueEmail("contract");
  const registered = await record(
    contract,
    "POST /student/register",
    await request.post("/api/v1/student/register", {
      data: {
        first_name: "Contract",
        last_name: "Student",
        email,
        password: "contract-password-1",
        batch: { batchId, subjects: [subjectId] },
      },
    }),
  );
  const studentId = registered.student.id as number;
  await record(
    contract,
    "POST /student/register (taken)",
    await request.post("/api/v1/student/register", {
      data: {
        first_name: "A",
        last_name: "B",
        email,
        password: "contract-password-1",
        batch: { batchId, subjects: [subjectId] },
      },
    }),
  );
  await record(
    contract,
    "POST /student/signin",
    await request.post("/api/v1/student/signin", { data: { cred: { email, password: "contract-password-1" } } }),
  );
  await record(
    contract,
    "POST /student/signin (wrong password)",
    await request.post("/api/v1/student/signin", { data: { cred: { email, password: "not-the-password" } } }),
  );
  const student = { Authorization: await studentToken(request, email, "contract-password-1") };
  await record(contract, "GET /student/details", await request.get("/api/v1/student/details", { headers: student }));
  const q = encodeURIComponent(batch.batch.batch_name);
  await record(contract, "GET /student/batches/subjects", await request.get(`/api/v1/student/batches/subjects?q=${q}`));
  await record(
    contract,
    "GET /teacher/courses",
    await request.get(`/api/v1/teacher/courses?q=${q}`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /teacher/course/{batchId}",
    await request.get(`/api/v1/teacher/course/${batchId}`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /teacher/student/{batchId}/{subjectId}",
    await request.get(`/api/v1/teacher/student/${batchId}/${subjectId}`, { headers: teacher }),
  );
  await record(
    contract,
    "POST /teacher/admit_students (none)",
    await request.post("/api/v1/teacher/admit_students", { headers: teacher, data: { ids: [], subjectId } }),
  );
  await record(
    contract,
    "POST /teacher/admit_students",
    await request.post("/api/v1/teacher/admit_students", { headers: teacher, data: { ids: [studentId], subjectId } }),
  );
  await record(
    contract,
    "DELETE /teacher/student/{studentId}",
    await request.delete(`/api/v1/teacher/student/${studentId}?subjectId=${subjectId}`, { headers: teacher }),
  );
  await request.post("/api/v1/teacher/admit_students", { headers: teacher, data: { ids: [studentId], subjectId } });

  const studentQ = encodeURIComponent(email);
  await record(
    contract,
    "GET /teacher/students",
    await request.get(`/api/v1/teacher/students?q=${studentQ}`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /teacher/students/{id}",
    await request.get(`/api/v1/teacher/students/${studentId}`, { headers: teacher }),
  );
  const other = await newBatch(request, teacher);
  await record(
    contract,
    "PATCH /teacher/students/{id}",
    await request.patch(`/api/v1/teacher/students/${studentId}`, {
      headers: teacher,
      data: { first_name: "Contract", last_name: "Moved", email, batch_id: batchId },
    }),
  );
  await record(
    contract,
    "POST /teacher/students/{id}/deactivate",
    await request.post(`/api/v1/teacher/students/${studentId}/deactivate`, { headers: teacher }),
  );
  await record(
    contract,
    "POST /teacher/students/{id}/reactivate",
    await request.post(`/api/v1/teacher/students/${studentId}/reactivate`, { headers: teacher }),
  );
  await record(
    contract,
    "PATCH /teacher/batches/{id}",
    await request.patch(`/api/v1/teacher/batches/${other.id}`, {
      headers: teacher,
      data: { batch_name: `${other.name} renamed`, duration: 24 },
    }),
  );
  await record(
    contract,
    "POST /teacher/batches/{id}/archive",
    await request.post(`/api/v1/teacher/batches/${other.id}/archive`, { headers: teacher }),
  );
  await record(
    contract,
    "POST /teacher/batches/{id}/restore",
    await request.post(`/api/v1/teacher/batches/${other.id}/restore`, { headers: teacher }),
  );
  await record(
    contract,
    "DELETE /teacher/batches/{id} (has students)",
    await request.delete(`/api/v1/teacher/batches/${batchId}`, { headers: teacher }),
  );
  await record(
    contract,
    "DELETE /teacher/batches/{id}",
    await request.delete(`/api/v1/teacher/batches/${other.id}`, { headers: teacher }),
  );
  await record(
    contract,
    "DELETE /teacher/students/{id}",
    await request.delete(`/api/v1/teacher/students/${studentId}`, { headers: teacher, data: { confirm_email: email } }),
  );
  await record(contract, "GET /no-such-call", await request.get("/api/v1/no-such-call"));
  expect(pinned(contract)).toMatchSnapshot("accounts.json");
});

test("content: subjects, folders, notes, videos", async ({ request }) => {
  const contract: Contract = {};
  const teacher = { Authorization: await teacherToken(request) };
  const batch = await newBatch(request, teacher);
  const subject = await (
    await request.post(`/api/v1/teacher/subject/${batch.id}`, {
      headers: teacher,
      data: { subject: { subject_name: "Chemistry" } },
    })
  ).json();
  const subjectId = subject.subject.id as number;
  const folder = await record(
    contract,
    "POST /teacher/createFolder/{subjectId}/{batchId}",
    await request.post(`/api/v1/teacher/createFolder/${subjectId}/${batch.id}`, {
      headers: teacher,
      data: { folder_deatils: { folder_name: "Organic" } },
    }),
  );
  const folderId = folder.folder.id as number;
  const notes = await record(
    contract,
    "POST /teacher/createSubFolder/{folderId}",
    await request.post(`/api/v1/teacher/createSubFolder/${folderId}`, {
      headers: teacher,
      data: { sub_folder_name: "Week 1", type: "notes" },
    }),
  );
  const notesId = notes.subFolder.id as number;
  const videos = await (
    await request.post(`/api/v1/teacher/createSubFolder/${folderId}`, {
      headers: teacher,
      data: { sub_folder_name: "Week 1 videos", type: "videos" },
    })
  ).json();
  const videosId = videos.subFolder.id as number;
  const note = await record(
    contract,
    "POST /teacher/content/{subjectId}/{subFolderId}",
    await request.post(`/api/v1/teacher/content/${subjectId}/${notesId}`, {
      headers: teacher,
      multipart: { content_name: "Alkanes", type: "pdf", content: pdfFile() },
    }),
  );
  const noteId = note.new_content.id as number;
  const video = await record(
    contract,
    "POST /teacher/videos/{subFolderId}",
    await request.post(`/api/v1/teacher/videos/${videosId}`, {
      headers: teacher,
      data: { video_name: "Alkenes", url: "https://www.youtube.com/watch?v=abc" },
    }),
  );
  const videoId = video.newContent[0].id as number;
  await record(
    contract,
    "GET /student/subjectDetails/{subjectId}",
    await request.get(`/api/v1/student/subjectDetails/${subjectId}`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /student/subFolders/{folderId}",
    await request.get(`/api/v1/student/subFolders/${folderId}`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /student/content/{folderId}/{subFolderId}",
    await request.get(`/api/v1/student/content/${folderId}/${notesId}`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /student/videos/{subFolderId}",
    await request.get(`/api/v1/student/videos/${videosId}`, { headers: teacher }),
  );
  const student = { Authorization: await studentToken(request) };
  await record(
    contract,
    "GET /student/subjectDetails/{subjectId} (not permitted)",
    await request.get(`/api/v1/student/subjectDetails/${subjectId}`, { headers: student }),
  );
  await record(
    contract,
    "PATCH /teacher/notes/{id}",
    await request.patch(`/api/v1/teacher/notes/${noteId}`, { headers: teacher, data: { content_name: "Alkanes 2" } }),
  );
  await record(
    contract,
    "PATCH /teacher/video/{id}",
    await request.patch(`/api/v1/teacher/video/${videoId}`, {
      headers: teacher,
      data: { video_name: "Alkenes 2", url: "https://www.youtube.com/watch?v=abd" },
    }),
  );
  await record(
    contract,
    "PATCH /teacher/subFolders/{id}",
    await request.patch(`/api/v1/teacher/subFolders/${notesId}`, {
      headers: teacher,
      data: { sub_folder_name: "Week 2" },
    }),
  );
  await record(
    contract,
    "PATCH /teacher/folders/{id}",
    await request.patch(`/api/v1/teacher/folders/${folderId}`, {
      headers: teacher,
      data: { folder_name: "Inorganic" },
    }),
  );
  await record(
    contract,
    "PATCH /teacher/subjects/{id}",
    await request.patch(`/api/v1/teacher/subjects/${subjectId}`, {
      headers: teacher,
      data: { subject_name: "Chemistry 2" },
    }),
  );
  await record(
    contract,
    "PATCH /teacher/subjects/{id} (bad)",
    await request.patch(`/api/v1/teacher/subjects/${subjectId}`, { headers: teacher, data: { subject_name: "" } }),
  );
  await record(
    contract,
    "POST /files/generate",
    await request.post("/api/v1/files/generate", {
      headers: teacher,
      data: { batch_id: batch.id, subject_id: subjectId, prompt: "Give two practice questions" },
    }),
  );
  await record(
    contract,
    "DELETE /teacher/notes/{id}",
    await request.delete(`/api/v1/teacher/notes/${noteId}`, { headers: teacher }),
  );
  await record(
    contract,
    "DELETE /teacher/video/{id}",
    await request.delete(`/api/v1/teacher/video/${videoId}`, { headers: teacher }),
  );
  await record(
    contract,
    "DELETE /teacher/subFolders/{id}",
    await request.delete(`/api/v1/teacher/subFolders/${notesId}`, { headers: teacher }),
  );
  await record(
    contract,
    "DELETE /teacher/folders/{id}",
    await request.delete(`/api/v1/teacher/folders/${folderId}`, { headers: teacher }),
  );
  await record(
    contract,
    "DELETE /teacher/subjects/{id}",
    await request.delete(`/api/v1/teacher/subjects/${subjectId}`, { headers: teacher }),
  );
  expect(pinned(contract)).toMatchSnapshot("content.json");
});

test("tests and marks", async ({ request }) => {
  const contract: Contract = {};
  const teacher = { Authorization: await teacherToken(request) };
  const batch = await newBatch(request, teacher);
  const subject = await (
    await request.post(`/api/v1/teacher/subject/${batch.id}`, { headers: teacher, data: { subject: "Biology" } })
  ).json();
  const subjectId = subject.subject.id as number;
  const email = uniqueEmail("contract-marks");
  const registered = await (
    await request.post("/api/v1/student/register", {
      data: {
        first_name: "Marks",
        last_name: "Student",
        email,
        password: "contract-password-1",
        batch: { batchId: batch.id, subjects: [subjectId] },
      },
    })
  ).json();
  const studentId = registered.student.id as number;
  await request.post("/api/v1/teacher/admit_students", { headers: teacher, data: { ids: [studentId], subjectId } });
  const made = await record(
    contract,
    "POST /test/newTest",
    await request.post("/api/v1/test/newTest", {
      headers: teacher,
      data: { test_name: "Cells", batch_id: batch.id, subject_id: subjectId, date: "2026-11-20", max_marks: 50 },
    }),
  );
  const testId = made.test.id as number;
  await record(
    contract,
    "GET /test/getResults/{testId} (none)",
    await request.get(`/api/v1/test/getResults/${testId}`, { headers: teacher }),
  );
  await record(
    contract,
    "POST /test/publish/{testId} (no marks)",
    await request.post(`/api/v1/test/publish/${testId}`, { headers: teacher }),
  );
  await record(
    contract,
    "POST /test/marks/{testId}",
    await request.post(`/api/v1/test/marks/${testId}`, {
      headers: teacher,
      data: { results: [{ student_id: studentId, marks: 41, attempted: true, remark: "Good" }] },
    }),
  );
  await record(
    contract,
    "POST /test/marks/{testId} (bad)",
    await request.post(`/api/v1/test/marks/${testId}`, {
      headers: teacher,
      data: { results: [{ student_id: studentId, marks: 51, attempted: true }] },
    }),
  );
  await record(
    contract,
    "PUT /test/updateResult/{testId}",
    await request.put(`/api/v1/test/updateResult/${testId}`, {
      headers: teacher,
      data: { results: [{ student_id: studentId, marks: 42, attempted: true }] },
    }),
  );
  await record(
    contract,
    "GET /test/getResults/{testId}",
    await request.get(`/api/v1/test/getResults/${testId}`, { headers: teacher }),
  );
  const student = { Authorization: await studentToken(request, email, "contract-password-1") };
  await record(
    contract,
    "GET /test/getTestResult/{testId} (draft)",
    await request.get(`/api/v1/test/getTestResult/${testId}`, { headers: student }),
  );
  await record(
    contract,
    "POST /test/publish/{testId}",
    await request.post(`/api/v1/test/publish/${testId}`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /test/getTestResult/{testId}",
    await request.get(`/api/v1/test/getTestResult/${testId}`, { headers: student }),
  );
  await record(
    contract,
    "GET /test/details/{batchId}",
    await request.get(`/api/v1/test/details/${batch.id}`, { headers: student }),
  );
  await record(
    contract,
    "GET /test/details/{batchId}/{subjectId}",
    await request.get(`/api/v1/test/details/${batch.id}/${subjectId}`, { headers: teacher }),
  );
  await record(
    contract,
    "POST /test/unpublish/{testId}",
    await request.post(`/api/v1/test/unpublish/${testId}`, { headers: teacher }),
  );
  await record(
    contract,
    "PATCH /teacher/tests/{id}",
    await request.patch(`/api/v1/teacher/tests/${testId}`, {
      headers: teacher,
      data: { test_name: "Cells 2", date: "2026-11-21", max_marks: 60 },
    }),
  );
  await record(
    contract,
    "PATCH /teacher/tests/{id} (below a mark)",
    await request.patch(`/api/v1/teacher/tests/${testId}`, {
      headers: teacher,
      data: { test_name: "Cells 2", date: "2026-11-21", max_marks: 10 },
    }),
  );
  await record(
    contract,
    "DELETE /teacher/tests/{id}",
    await request.delete(`/api/v1/teacher/tests/${testId}`, { headers: teacher }),
  );
  expect(pinned(contract)).toMatchSnapshot("tests.json");
});

test("doubt sessions", async ({ request }) => {
  const contract: Contract = {};
  const teacherAuth = await teacherToken(request);
  const teacher = { Authorization: teacherAuth };
  await record(
    contract,
    "POST /meetings/postNewWeek (bad)",
    await request.post("/api/v1/meetings/postNewWeek", {
      headers: teacher,
      data: { details: { starts_on: "30 November" } },
    }),
  );
  const { week, slots } = await newWeekWithSlots(
    request,
    teacherAuth,
    [
      { day: "Monday", time: "10:00" },
      { day: "Tuesday", time: "10:00" },
      { day: "Wednesday", time: "10:00" },
    ],
    async () => {
      await record(contract, "GET /meetings/bookingDetails", await request.get("/api/v1/meetings/bookingDetails"));
    },
  );
  await record(contract, "GET /meetings/weeks", await request.get("/api/v1/meetings/weeks", { headers: teacher }));
  await record(
    contract,
    "POST /meetings/slots/{weekId}",
    await request.post(`/api/v1/meetings/slots/${week.id}`, {
      headers: teacher,
      data: { slots: [{ week_id: week.id, day: "Thursday", time: "10:00", duration: 15 }] },
    }),
  );
  const booked = await record(
    contract,
    "POST /meetings/doubtRequest/{slotId}",
    await book(request, slots[0], uniqueEmail("contract-visitor")),
  );
  const doubtId = booked.doubtId as string;
  await record(
    contract,
    "POST /meetings/doubtRequest/{slotId} (taken)",
    await book(request, slots[0], uniqueEmail("contract-visitor")),
  );
  await record(
    contract,
    "GET /meetings/doubtDetails/{doubtId}",
    await request.get(`/api/v1/meetings/doubtDetails/${doubtId}`),
  );
  await record(
    contract,
    "GET /meetings/weekDetails/{weekId}",
    await request.get(`/api/v1/meetings/weekDetails/${week.id}`, { headers: teacher }),
  );
  await record(
    contract,
    "POST /meetings/createMeetingLink/{doubtId}",
    await request.post(`/api/v1/meetings/createMeetingLink/${doubtId}`, { headers: teacher }),
  );
  await record(
    contract,
    "GET /meetings/meetingDetails/{doubtId}",
    await request.get(`/api/v1/meetings/meetingDetails/${doubtId}`, { headers: teacher }),
  );
  const second = (await (await book(request, slots[1], uniqueEmail("contract-visitor"))).json()).doubtId as string;
  await record(
    contract,
    "POST /meetings/decline/{doubtId}",
    await request.post(`/api/v1/meetings/decline/${second}`, {
      headers: teacher,
      data: { message: "Sorry, not this week" },
    }),
  );
  const third = (await (await book(request, slots[2], uniqueEmail("contract-visitor"))).json()).doubtId as string;
  await record(contract, "POST /meetings/cancel/{doubtId}", await request.post(`/api/v1/meetings/cancel/${third}`));
  await record(
    contract,
    "POST /meetings/cancel/{doubtId} (again)",
    await request.post(`/api/v1/meetings/cancel/${third}`),
  );
  await record(
    contract,
    "DELETE /meetings/weeks/{id} (has bookings)",
    await request.delete(`/api/v1/meetings/weeks/${week.id}`, { headers: teacher }),
  );
  await record(
    contract,
    "PATCH /meetings/weeks/{id}",
    await request.patch(`/api/v1/meetings/weeks/${week.id}`, {
      headers: teacher,
      data: { week_name: uniqueName("Renamed week") },
    }),
  );
  expect(pinned(contract)).toMatchSnapshot("meetings.json");
});
