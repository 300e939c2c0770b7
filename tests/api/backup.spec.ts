import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, request as newRequest, test } from "@playwright/test";
import { startFreshApp, whenHealthy } from "../../scripts/fresh-app.mjs";
import { pdfFile } from "../support/files";
import { demoTeacher } from "../support/people";

const run = promisify(execFile);
// A server of its own, beside the shared e2e server, so that it can be stopped and restored.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 60;
const baseURL = `http://127.0.0.1:${PORT}`;
const workDir = path.resolve("test-results", "backup-round-trip");

async function teacherApi() {
  const api = await newRequest.newContext({ baseURL });
  const signin = await api.post("/api/v1/teacher/signin", {
    data: { cred: { email: demoTeacher.email, password: demoTeacher.password }, teacher_code: demoTeacher.code },
  });
  return { api, headers: { Authorization: `Bearer ${(await signin.json()).token}` } };
}

/** What a teacher sees: the courses with their subjects, and the bytes of an uploaded note. */
async function snapshot(noteUrl: string) {
  const { api, headers } = await teacherApi();
  const courses = await (await api.get("/api/v1/teacher/courses", { headers })).json();
  const note = await api.get(noteUrl, { headers });
  expect(note.status()).toBe(200);
  const seen = { courses, note: (await note.body()).toString("base64") };
  await api.dispose();
  return seen;
}

const stopped = (server: ReturnType<typeof spawn>) =>
  new Promise((resolve) => {
    server.once("exit", resolve);
    server.kill("SIGTERM");
  });

test("npm run backup and npm run restore bring back the same pages and files", async () => {
  test.setTimeout(240_000);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const { server } = await startFreshApp({
    name: "backup-source",
    port: PORT,
    env: { SEED_DEMO: "on" },
    fill: undefined,
  });
  await whenHealthy(baseURL, 90);
  const source = {
    ...process.env,
    DATABASE_URL: `file:${path.resolve("test-results", "backup-source", "app.db")}`,
    UPLOAD_DIR: path.resolve("test-results", "backup-source", "uploads"),
  };
  const backupDir = path.join(workDir, "backups");
  let sourceRunning = true;
  try {
    const { api, headers } = await teacherApi();
    const uploaded = await api.post("/api/v1/teacher/content/1/1", {
      headers,
      multipart: { content_name: "Backed up", type: "pdf", content: pdfFile() },
    });
    expect(uploaded.status()).toBe(201);
    const noteUrl = (await uploaded.json()).new_content.content_url as string;
    await api.dispose();
    const before = await snapshot(noteUrl);

    // An upload being received is half a file in uploads/tmp: a backup leaves it out.
    writeFileSync(path.join(source.UPLOAD_DIR, "tmp", "half-received.part"), "%PDF-1.4 half");
    // While the server runs: the backup works, a restore over its files is refused.
    const backedUp = await run("node", ["scripts/backup.mjs", backupDir], { env: source });
    const backup = /Backup written to (.+)/.exec(backedUp.stdout)?.[1].trim() ?? "";
    expect(backup).toContain("backup-");
    expect(readdirSync(path.join(backup, "uploads"))).not.toContain("tmp");
    const refused = await run("node", ["scripts/restore.mjs", backup], { env: source }).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Stop it before restoring");

    await stopped(server);
    sourceRunning = false;
    // A lost machine: the restore goes to empty data folders.
    const restoreTarget = {
      ...process.env,
      DATABASE_URL: `file:${path.join(workDir, "restored", "app.db")}`,
      UPLOAD_DIR: path.join(workDir, "restored", "uploads"),
    };
    await run("node", ["scripts/restore.mjs", backup], { env: restoreTarget });
    const scheduledDir = path.join(workDir, "scheduled");
    const restored = spawn(process.execPath, ["server.js"], {
      env: {
        ...restoreTarget,
        NODE_ENV: "production",
        PORT: String(PORT),
        TEACHER_CODE: demoTeacher.code,
        SESSION_SECRET: "backup-test",
        SEED_DEMO: "off",
        BACKUP_DIR: scheduledDir,
        BACKUP_INTERVAL_HOURS: "0.0005",
        BACKUP_KEEP: "2",
      },
      stdio: "ignore",
    });
    try {
      await whenHealthy(baseURL, 90);
      expect(await snapshot(noteUrl)).toEqual(before);
      // The server's own schedule (here every 1.8 s) writes backups and keeps only the newest two.
      const scheduled = () =>
        existsSync(scheduledDir) ? readdirSync(scheduledDir).filter((name) => name.startsWith("backup-")).length : 0;
      await expect.poll(() => scheduled(), { timeout: 15_000 }).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(scheduled()).toBe(2);
    } finally {
      await stopped(restored);
    }
  } finally {
    if (sourceRunning) await stopped(server);
  }
});
