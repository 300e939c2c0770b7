import { existsSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, request as newRequest, test } from "@playwright/test";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import { paddedPdfFile } from "../support/files";
import { demoStudent, demoTeacher, uniqueEmail } from "../support/people";
import { startS3Server } from "../support/s3-server.mjs";
import { startTestApp } from "../support/test-app.mjs";

// A server of its own with its files in s3rver's bucket, both on ports beside the run's others.
const S3_PORT = Number(process.env.E2E_PORT ?? 3210) + 48;
const PORT = Number(process.env.E2E_PORT ?? 3210) + 49;
const baseURL = `http://127.0.0.1:${PORT}`;
test.describe.configure({ mode: "serial" });

let s3: Awaited<ReturnType<typeof startS3Server>>;
let server: { kill: (signal: NodeJS.Signals) => boolean } | undefined;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  s3 = await startS3Server({ name: "api", port: S3_PORT });
  ({ server } = await startTestApp({
    name: "s3-files",
    port: PORT,
    env: { SEED_DEMO: "on", ...s3.env },
    fill: undefined,
  }));
  await whenHealthy(baseURL, 90);
  api = await newRequest.newContext({ baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  server?.kill("SIGTERM");
  await s3?.close();
});

async function bearer(path: string, data: object) {
  const signin = await api.post(path, { data });
  expect(signin.status()).toBe(200);
  return { Authorization: `Bearer ${(await signin.json()).token}` };
}

test("a note kept in an S3 bucket downloads byte for byte, only for whom may read it, and goes with its row", async () => {
  const teacher = await bearer("/api/v1/teacher/signin", {
    cred: { email: demoTeacher.email, password: demoTeacher.password },
    teacher_code: demoTeacher.code,
  });
  const student = await bearer("/api/v1/student/signin", {
    cred: { email: demoStudent.email, password: demoStudent.password },
  });
  // A student of the demo batch who asked for its first subject and waits for the teacher's permission.
  const email = uniqueEmail("waiting");
  const registered = await api.post("/api/v1/student/register", {
    data: {
      first_name: "Waiting",
      last_name: "S3",
      email,
      password: "waiting-bucket-lantern",
      batch: { batchId: 1, subjects: [1] },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const waiting = await bearer("/api/v1/student/signin", { cred: { email, password: "waiting-bucket-lantern" } });

  const before = new Set(s3.topKeys());
  // Megabytes, so that the upload to the bucket and the download from it each stream many chunks.
  const pdf = paddedPdfFile("Bucket notes.pdf", 6 * 1024 * 1024);
  const uploaded = await api.post("/api/v1/teacher/content/1/1", {
    headers: teacher,
    multipart: { content_name: "Bucket notes", type: "pdf", content: pdf },
  });
  expect(uploaded.status()).toBe(201);
  const { id, content_url: noteUrl } = (await uploaded.json()).new_content;

  // The bytes are in the bucket under a new key; the upload folder is not even made.
  const added = s3.topKeys().filter((key) => !before.has(key));
  expect(added).toHaveLength(1);
  expect(s3.objectBytes(added[0])?.equals(pdf.buffer)).toBe(true);
  expect(existsSync(path.resolve("test-results", "s3-files", "uploads"))).toBe(false);

  const download = await api.get(`${noteUrl}?download`, { headers: student });
  expect(download.status()).toBe(200);
  expect(download.headers()).toMatchObject({
    "content-type": "application/pdf",
    "content-length": String(pdf.buffer.byteLength),
    "content-disposition": "attachment; filename*=UTF-8''Bucket%20notes.pdf",
  });
  expect(download.headers()["cache-control"]).toMatch(/^private, no-store/);
  expect((await download.body()).equals(pdf.buffer)).toBe(true);
  expect((await api.get(noteUrl, { headers: waiting })).status()).toBe(403);
  expect((await api.get(noteUrl)).status()).toBe(401);

  expect((await api.delete(`/api/v1/teacher/notes/${id}`, { headers: teacher })).status()).toBe(200);
  expect(s3.objectBytes(added[0])).toBeNull();
  expect((await api.get(noteUrl, { headers: student })).status()).toBe(404);
});

test("the demo's sample note and the site's images come from the bucket too", async () => {
  const student = await bearer("/api/v1/student/signin", {
    cred: { email: demoStudent.email, password: demoStudent.password },
  });
  const sample = await api.get("/files/notes/1", { headers: student });
  expect(sample.status()).toBe(200);
  expect((await sample.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const page = await (await api.get("/")).text();
  const image = /\/site-images\/[0-9a-f]{32}-1x\.webp/.exec(page)?.[0] ?? "";
  expect(image).not.toBe("");
  const served = await api.get(image);
  expect(served.status()).toBe(200);
  expect((await served.body()).equals(s3.objectBytes(`site/${image.split("/").pop()}`) ?? Buffer.alloc(0))).toBe(true);
});
