import { expect, test } from "@playwright/test";
import { batchWithStudents, formTokenOn, studentCookie, studentToken, teacherToken } from "../support/api";
import { pdfFile } from "../support/files";
import { duringWork, serverPid, streamBody } from "../support/raw-http";

const signedIn = async (request: Parameters<typeof studentCookie>[0], cookie: string) =>
  (await request.get("/dashboard", { headers: { Cookie: cookie }, maxRedirects: 0 })).status() === 200;

test.describe("where a signed-in change comes from", () => {
  test("a Lynx-style post with neither Origin nor form token is refused; with the token it goes through", async ({
    request,
    baseURL,
  }) => {
    const cookie = await studentCookie(request, baseURL!);
    const silent = await request.post("/logout", { headers: { Cookie: cookie }, form: {}, maxRedirects: 0 });
    expect(silent.status()).toBe(403);
    expect(await silent.text()).toBe("This request did not come from this site.");
    const wrongToken = await request.post("/logout", {
      headers: { Cookie: cookie },
      form: { _token: "guessed" },
      maxRedirects: 0,
    });
    expect(wrongToken.status()).toBe(403);
    expect(await signedIn(request, cookie)).toBe(true);

    const token = await formTokenOn(request, "/dashboard", cookie);
    const withToken = await request.post("/logout", {
      headers: { Cookie: cookie },
      form: { _token: token },
      maxRedirects: 0,
    });
    expect(withToken.status()).toBe(302);
    expect(await signedIn(request, cookie)).toBe(false);
  });

  test("a post that says it comes from another site is refused even with the token", async ({ request, baseURL }) => {
    const cookie = await studentCookie(request, baseURL!);
    const token = await formTokenOn(request, "/dashboard", cookie);
    const crossSite = await request.post("/logout", {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" },
      form: { _token: token },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    // X-Forwarded-Host is anyone's to send; without TRUST_PROXY it must not make a foreign Origin look like ours.
    const forwarded = await request.post("/logout", {
      headers: { Cookie: cookie, Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
      form: { _token: token },
      maxRedirects: 0,
    });
    expect(forwarded.status()).toBe(403);
    expect(await signedIn(request, cookie)).toBe(true);
  });

  test("GET /logout never signs out", async ({ request, baseURL }) => {
    const cookie = await studentCookie(request, baseURL!);
    const visit = await request.get("/logout", { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(visit.status()).toBe(302);
    expect(await signedIn(request, cookie)).toBe(true);
  });
});

test("signed-in pages and API answers may not be cached; public pages may", async ({ request, baseURL }) => {
  const token = await studentToken(request);
  const api = await request.get("/api/v1/student/details", { headers: { Authorization: token } });
  expect(api.headers()["cache-control"]).toBe("private, no-store, max-age=0");
  const anonymousApi = await request.get("/api/v1/student/batches/subjects");
  expect(anonymousApi.headers()["cache-control"]).toBe("private, no-store, max-age=0");
  const landing = await request.get("/");
  expect(landing.headers()["cache-control"] ?? "").not.toContain("no-store");
  const cookie = await studentCookie(request, baseURL!);
  const page = await request.get("/dashboard", { headers: { Cookie: cookie } });
  expect(page.headers()["cache-control"]).toBe("private, no-store, max-age=0");
});

test("the JSON API does not take a text/plain body, which any site can send", async ({ request }) => {
  const response = await request.post("/api/v1/student/signin", {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
    data: JSON.stringify({ cred: { email: "student@example.com", password: "student-demo-2026" } }),
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).token).toBeUndefined();
});

test("OPTIONS gets a plain answer naming the methods, not an error", async ({ request }) => {
  for (const path of ["/signin", "/teacher", "/api/v1/student/details"]) {
    const response = await request.fetch(path, { method: "OPTIONS" });
    expect(response.status(), path).toBe(204);
    expect(response.headers().allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
  }
});

test.describe("body limits", () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const json = { "Content-Type": "application/json" };

  test("a body announced as too large is refused with 413 before it is read", async ({ baseURL }) => {
    const headers = { ...form, "Content-Length": String(200 * 1024 * 1024) };
    expect(await streamBody(baseURL!, "/register", { bytes: 64 * 1024, headers })).toBe(413);
  });

  test("streamed bodies without Content-Length are cut off at the limit, and memory stays low", async ({ baseURL }) => {
    test.setTimeout(60_000);
    const bytes = 200 * 1024 * 1024;
    const {
      result: statuses,
      before,
      peak,
    } = await duringWork(serverPid(Number(new URL(baseURL!).port)), () =>
      Promise.all([
        streamBody(baseURL!, "/register", { bytes, headers: form }),
        streamBody(baseURL!, "/signin", { bytes, headers: form }),
        streamBody(baseURL!, "/api/v1/student/signin", { bytes, headers: json }),
      ]),
    );
    // Each is refused at the limit: a 413, or the connection closed on the rest of the body. The server sends its 413
    // and closes, and a client still writing may meet the reset before it reads the answer, so under load all three
    // can read as "cut off". What matters: none is taken, and the server goes on answering.
    for (const status of statuses) expect([413, "cut off"]).toContain(status);
    expect((await fetch(new URL("/healthz", baseURL)).catch(() => null))?.status).toBe(200);
    // Growth, not a total: the idle server alone sits near 300 MB once other tests have used it.
    expect(peak - before).toBeLessThan(100);
  });

  test("multipart bodies with a huge part header or 50,000 parts get 400 or 413, never 500", async ({ request }) => {
    const teacher = await teacherToken(request);
    const boundary = "limit-test";
    const part = (name: string, headerPadding = "") =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${headerPadding}\r\n\r\nx\r\n`;
    const hugeHeader = `${part("sub_folder_name", `; padding="${"p".repeat(200 * 1024)}"`)}--${boundary}--\r\n`;
    const manyParts = `${Array.from({ length: 50_000 }, (_, n) => part(`f${n}`)).join("")}--${boundary}--\r\n`;
    for (const path of ["/teacher/content/1/1/new", "/teacher/notes/1/1/new"]) {
      for (const [label, body, status] of [
        ["huge part header", hugeHeader, 400],
        ["50,000 parts", manyParts, 413],
      ] as const) {
        const response = await request.post(path, {
          headers: { Authorization: teacher, "Content-Type": `multipart/form-data; boundary=${boundary}` },
          data: body,
          maxRedirects: 0,
        });
        expect(response.status(), `${path}: ${label}`).toBe(status);
      }
    }
  });
});

test("a folder id that is not a number gets 404 from the new-folder form, not a broken redirect", async ({
  request,
}) => {
  const teacher = await teacherToken(request);
  for (const subjectId of ["%00", "%F0%9F%98%80"]) {
    const response = await request.post(`/teacher/content/${subjectId}/1/new`, {
      headers: { Authorization: teacher },
      form: { sub_folder_name: "Never made", type: "notes" },
      maxRedirects: 0,
    });
    expect(response.status(), subjectId).toBe(404);
  }
});

test("every action that goes back to a page built from the address's ids gives 404 for a `%00` or emoji id", async ({
  request,
}) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Ids", ["Ira"]);
  const folder = await request.post(`/api/v1/teacher/createFolder/${subjectId}/${batchId}`, {
    headers: teacher,
    data: { folder_deatils: { folder_name: "Ids folder" } },
  });
  const folderId = (await folder.json()).folder.id as number;
  const sub = async (type: string) => {
    const made = await request.post(`/api/v1/teacher/createSubFolder/${folderId}`, {
      headers: teacher,
      data: { sub_folder_name: `Ids ${type}`, type },
    });
    return (await made.json()).subFolder.id as number;
  };
  const [notesId, videosId] = [await sub("notes"), await sub("videos")];
  const note = await request.post(`/api/v1/teacher/content/${subjectId}/${notesId}`, {
    headers: teacher,
    multipart: { content_name: "Ids note", type: "pdf", content: pdfFile() },
  });
  const noteId = (await note.json()).new_content.id as number;
  const video = await request.post(`/api/v1/teacher/videos/${videosId}`, {
    headers: teacher,
    data: { video_name: "Ids video", url: "https://www.youtube.com/watch?v=ids" },
  });
  const videoId = (await video.json()).newContent[0].id as number;
  const made = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Ids test", batch_id: batchId, subject_id: subjectId, date: "2026-11-20" },
  });
  const testId = (await made.json()).test.id as number;

  // Each form is valid and its thing exists: only the id in the address is bad.
  const posts: [path: (bad: string) => string, form: Record<string, string>][] = [
    [(bad) => `/teacher/test/${bad}/${subjectId}?test=${testId}`, { intent: "publish" }],
    [
      (bad) => `/teacher/test/${batchId}/${bad}/roll-numbers`,
      { "students[0].student_id": String(students[0].id), "students[0].roll_no": "1" },
    ],
    [(bad) => `/teacher/course/${bad}/subjects/${subjectId}/rename`, { subject_name: "Ids" }],
    [(bad) => `/teacher/content/${bad}/${folderId}/sub/${notesId}/rename`, { sub_folder_name: "Ids notes" }],
    [(bad) => `/teacher/notes/${bad}/${notesId}/${noteId}/rename`, { content_name: "Ids note" }],
    [
      (bad) => `/teacher/videos/${bad}/${videosId}/${videoId}/edit`,
      { video_name: "Ids video", url: "https://www.youtube.com/watch?v=ids" },
    ],
    [
      (bad) => `/teacher/videos/${bad}/${videosId}/new`,
      { video_name: "Never added", url: "https://www.youtube.com/watch?v=no" },
    ],
  ];
  for (const [path, form] of posts) {
    for (const bad of ["%00", "%F0%9F%98%80"]) {
      const response = await request.post(path(bad), { headers: teacher, form, maxRedirects: 0 });
      expect(response.status(), path(bad)).toBe(404);
    }
  }
  for (const bad of ["%00", "%F0%9F%98%80"]) {
    const response = await request.post(`/teacher/notes/${bad}/${notesId}/new`, {
      headers: teacher,
      multipart: { content_name: "Never added", type: "pdf", content: pdfFile() },
      maxRedirects: 0,
    });
    expect(response.status(), `new note under ${bad}`).toBe(404);
  }
  // Nothing was done before the 404: no note or video added, the test still a draft.
  const notes = await (
    await request.get(`/api/v1/student/content/${folderId}/${notesId}`, { headers: teacher })
  ).json();
  expect(notes.content.map((item: { content_name: string }) => item.content_name)).toEqual(["Ids note"]);
  const videos = await (await request.get(`/api/v1/student/videos/${videosId}`, { headers: teacher })).json();
  expect(videos.videos.map((item: { video_name: string }) => item.video_name)).toEqual(["Ids video"]);
});

test("a name that is a link or an e-mail address is refused at registration, at its field, and nothing is created", async ({
  request,
}) => {
  const { batchId, subjectId } = await batchWithStudents(request, "Names", []);
  const email = `names-${Date.now()}@example.test`;
  const answer = await request.post("/api/v1/student/register", {
    data: {
      first_name: "Pay your fees at http://fees.example",
      last_name: "Test",
      email,
      password: "student-password",
      batch: { batchId, subjects: [subjectId] },
    },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).errors.first_name).toEqual([
    "Enter just the name: no links, e-mail addresses or long numbers",
  ]);
  const signIn = await request.post("/api/v1/student/signin", {
    data: { cred: { email, password: "student-password" } },
  });
  expect(signIn.status()).toBe(401);
});
