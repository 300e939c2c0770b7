import { type APIRequestContext, expect, test } from "@playwright/test";
import { studentToken, teacherToken } from "../support/api";
import { fakePdfFile, hugePdfFile, pdfFile } from "../support/files";
import { uniqueEmail, uniqueName } from "../support/people";

type Headers = Record<string, string>;

/** A fresh batch with one subject, folder, notes and videos sub-folder, and two registered students. */
async function buildCourse(request: APIRequestContext) {
  const teacher = { Authorization: await teacherToken(request) };
  const batchName = uniqueName("API course");
  await request.post("/api/v1/teacher/batch", {
    headers: teacher,
    data: { batch: { batch_name: batchName, duration: 12 } },
  });
  const { courses } = await (
    await request.get(`/api/v1/teacher/courses?q=${encodeURIComponent(batchName)}`, { headers: teacher })
  ).json();
  const batchId = courses.find((c: { batch_name: string }) => c.batch_name === batchName).id;

  const subject = await request.post(`/api/v1/teacher/subject/${batchId}`, {
    headers: teacher,
    data: { subject: "Biology" },
  });
  expect(subject.status()).toBe(201);
  const subjectId = (await subject.json()).subject.id;

  const folder = await request.post(`/api/v1/teacher/createFolder/${subjectId}/${batchId}`, {
    headers: teacher,
    data: { folder_deatils: { folder_name: "Cells" } },
  });
  expect(folder.status()).toBe(201);
  const folderId = (await folder.json()).folder.id;

  const subIds: Record<string, number> = {};
  for (const type of ["notes", "videos"]) {
    const sub = await request.post(`/api/v1/teacher/createSubFolder/${folderId}`, {
      headers: teacher,
      data: { sub_folder_name: `Cell ${type}`, type },
    });
    expect(sub.status()).toBe(201);
    subIds[type] = (await sub.json()).subFolder.id;
  }

  const students: { id: number; token: string }[] = [];
  for (const prefix of ["permitted", "waiting"]) {
    const email = uniqueEmail(prefix);
    const created = await request.post("/api/v1/student/register", {
      data: {
        first_name: prefix,
        last_name: "Api",
        email,
        password: "api-password",
        batch: { batchId, subjects: [subjectId] },
      },
    });
    students.push({ id: (await created.json()).student.id, token: await studentToken(request, email, "api-password") });
  }
  return { teacher, batchId, subjectId, folderId, subIds, students };
}

test("the course, its folders and content, for the teacher, a permitted and a waiting student", async ({ request }) => {
  const { teacher, batchId, subjectId, folderId, subIds, students } = await buildCourse(request);
  const [permitted, waiting] = students.map((s) => ({ Authorization: s.token }));

  const course = await (await request.get(`/api/v1/teacher/course/${batchId}`, { headers: teacher })).json();
  expect(course.subjects).toEqual([
    expect.objectContaining({
      subject_name: "Biology",
      folders: [{ id: folderId, folder_name: "Cells", subject_id: subjectId }],
    }),
  ]);

  const list = await (
    await request.get(`/api/v1/teacher/student/${batchId}/${subjectId}`, { headers: teacher })
  ).json();
  expect(list.students.map((s: { permitted: boolean }) => s.permitted)).toEqual([false, false]);
  expect(list.students[0]).toEqual(
    expect.objectContaining({ id: expect.any(Number), first_name: expect.any(String), email: expect.any(String) }),
  );

  // Nothing selected: the message of SPEC, and nothing changes.
  const empty = await request.post("/api/v1/teacher/admit_students", {
    headers: teacher,
    data: { ids: [], subjectId },
  });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).message).toBe("Please select students to permit");

  const admitted = await request.post(`/api/v1/teacher/admit_students?subjectId=${subjectId}`, {
    headers: teacher,
    data: { ids: [students[0].id] },
  });
  expect(admitted.status()).toBe(200);
  expect((await admitted.json()).message).toBe("Student permitted");

  // Upload: a real PDF is stored; a fake one and an oversized one are refused.
  const upload = (file: { name: string; mimeType: string; buffer: Buffer }, headers: Headers = teacher) =>
    request.post(`/api/v1/teacher/content/${subjectId}/${subIds.notes}`, {
      headers,
      multipart: { content_name: "Cell wall", type: "pdf", content: file },
    });
  const stored = await upload(pdfFile());
  expect(stored.status()).toBe(201);
  const { new_content } = await stored.json();
  expect(new_content).toEqual(
    expect.objectContaining({ content_name: "Cell wall", content_url: expect.stringMatching(/^\/files\/notes\/\d+$/) }),
  );
  expect((await upload(fakePdfFile())).status()).toBe(400);
  expect((await upload(hugePdfFile())).status()).toBe(413);
  expect((await upload(pdfFile(), permitted)).status()).toBe(403);
  expect((await upload(pdfFile(), {})).status()).toBe(401);

  const video = await request.post(`/api/v1/teacher/videos/${subIds.videos}`, {
    headers: teacher,
    data: { video_name: "Mitosis", url: "https://www.youtube.com/watch?v=abc" },
  });
  expect(video.status()).toBe(201);
  expect((await video.json()).newContent).toEqual([
    expect.objectContaining({ video_name: "Mitosis", content_url: "https://www.youtube.com/watch?v=abc" }),
  ]);
  const badVideo = await request.post(`/api/v1/teacher/videos/${subIds.videos}`, {
    headers: teacher,
    data: { video_name: "", url: "" },
  });
  expect((await badVideo.json()).message).toBe("Please fill in both fields");

  // Reads: the permitted student sees everything, the waiting one gets 403 everywhere, anonymous 401.
  const reads = [
    `/api/v1/student/subjectDetails/${subjectId}`,
    `/api/v1/student/subFolders/${folderId}`,
    `/api/v1/student/content/${folderId}/${subIds.notes}`,
    `/api/v1/student/videos/${subIds.videos}`,
    new_content.content_url,
  ];
  for (const url of reads) {
    expect((await request.get(url, { headers: permitted })).status(), url).toBe(200);
    expect((await request.get(url, { headers: teacher })).status(), url).toBe(200);
    expect((await request.get(url, { headers: waiting })).status(), url).toBe(403);
    expect((await request.get(url)).status(), url).toBe(401);
  }
  const details = await (await request.get(reads[0], { headers: permitted })).json();
  expect(details).toMatchObject({
    permitted: true,
    subject: { subject_name: "Biology" },
    folders: [{ folder_name: "Cells" }],
  });
  const subFolders = await (await request.get(reads[1], { headers: permitted })).json();
  expect(subFolders.subFolders[0]).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      folder_id: folderId,
      type: "notes",
      subfolder_name: "Cell notes",
      uploaded_on: expect.any(String),
    }),
  );
  const notes = await (await request.get(reads[2], { headers: permitted })).json();
  expect(notes).toMatchObject({ subjectId, content: [{ content_name: "Cell wall" }] });
  const denied = await (await request.get(reads[0], { headers: waiting })).json();
  expect(denied.message).toMatch(/You do not have access to this subject yet/);

  // Remove takes back access to this subject only; the account stays.
  const removed = await request.delete(`/api/v1/teacher/student/${students[0].id}?subjectId=${subjectId}`, {
    headers: teacher,
  });
  expect(removed.status()).toBe(200);
  expect((await request.get(reads[0], { headers: permitted })).status()).toBe(403);
  expect((await request.get("/api/v1/student/details", { headers: permitted })).status()).toBe(200);
});

test("teacher calls refuse students and visitors, and bad ids or bodies get 4xx", async ({ request }) => {
  const student = { Authorization: await studentToken(request) };
  const teacher = { Authorization: await teacherToken(request) };
  const teacherCalls: [string, string, object?][] = [
    ["get", "/api/v1/teacher/course/1"],
    ["post", "/api/v1/teacher/subject/1", { subject: "X" }],
    ["post", "/api/v1/teacher/createFolder/1/1", { folder_details: { folder_name: "X" } }],
    ["post", "/api/v1/teacher/createSubFolder/1", { sub_folder_name: "X", type: "notes" }],
    ["post", "/api/v1/teacher/videos/2", { video_name: "X", url: "https://youtu.be/x" }],
    ["get", "/api/v1/teacher/student/1/1"],
    ["post", "/api/v1/teacher/admit_students", { ids: [1], subjectId: 1 }],
    ["delete", "/api/v1/teacher/student/1?subjectId=1"],
  ];
  for (const [method, url, data] of teacherCalls) {
    const call = (headers: Headers) => request.fetch(url, { method, headers, data });
    expect((await call({})).status(), url).toBe(401);
    expect((await call(student)).status(), url).toBe(403);
  }

  expect((await request.get("/api/v1/teacher/course/999999", { headers: teacher })).status()).toBe(404);
  expect((await request.get("/api/v1/teacher/course/abc", { headers: teacher })).status()).toBe(400);
  expect((await request.post("/api/v1/teacher/subject/1", { headers: teacher, data: { subject: "" } })).status()).toBe(
    400,
  );
  expect(
    (
      await request.post("/api/v1/teacher/createSubFolder/1", {
        headers: teacher,
        data: { sub_folder_name: "X", type: "songs" },
      })
    ).status(),
  ).toBe(400);
  expect(
    (
      await request.post("/api/v1/teacher/createFolder/1/2", {
        headers: teacher,
        data: { folder_details: { folder_name: "X" } },
      })
    ).status(),
  ).toBe(404);
  expect((await request.get("/api/v1/student/content/1/2", { headers: teacher })).status()).toBe(404);
  expect((await request.delete("/api/v1/teacher/student/1", { headers: teacher })).status()).toBe(400);
  expect((await request.get("/files/notes/999999", { headers: teacher })).status()).toBe(404);
});
