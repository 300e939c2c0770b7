import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, request as newRequest, test } from "@playwright/test";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import { pdfFile } from "../support/files";
import { demoTeacher } from "../support/people";
import { startTestApp } from "../support/test-app.mjs";

const run = promisify(execFile);
// A server of its own, beside the shared e2e server, so that it can be stopped and restored.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 60;
const baseURL = `http://127.0.0.1:${PORT}`;
const workDir = path.resolve("test-results", "backup-round-trip");
// Both tests use the one port and work folder: one after the other.
test.describe.configure({ mode: "default" });

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

const stopped = (server: ChildProcess) =>
  new Promise((resolve) => {
    server.once("exit", resolve);
    server.kill("SIGTERM");
  });

test("npm run backup and npm run restore bring back the same pages and files", async () => {
  test.setTimeout(240_000);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const { server } = await startTestApp({
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

/** What the live data is: every file's name and content hash, and the names beside the database. */
function fingerprint(dataDir: string) {
  const files = readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const bytes = entry.isFile() ? readFileSync(file) : Buffer.from(`link to ${readlinkSync(file)}`);
      return `${path.relative(dataDir, file)} ${createHash("sha256").update(bytes).digest("hex")}`;
    });
  return files.sort();
}

/** A copy of the backup, changed by `tamper`. */
function tampered(backup: string, name: string, tamper: (copy: string) => void) {
  const copy = path.join(workDir, name);
  cpSync(backup, copy, { recursive: true, verbatimSymlinks: true });
  tamper(copy);
  return copy;
}

const manifestOf = (backup: string) => JSON.parse(readFileSync(path.join(backup, "manifest.json"), "utf8"));
const rewriteManifest = (backup: string, change: (files: { path: string }[]) => { path: string }[]) => {
  const manifest = manifestOf(backup);
  writeFileSync(path.join(backup, "manifest.json"), JSON.stringify({ ...manifest, files: change(manifest.files) }));
};
const sha256Of = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

test("a tampered backup is refused before anything moves, and a link in the upload folder is never served", async () => {
  test.setTimeout(240_000);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const dataDir = path.resolve("test-results", "backup-tampered");
  const live = {
    ...process.env,
    DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
    UPLOAD_DIR: path.join(dataDir, "uploads"),
  };
  const { server } = await startTestApp({
    name: "backup-tampered",
    port: PORT,
    env: { SEED_DEMO: "on" },
    fill: undefined,
  });
  let running: ChildProcess = server;
  try {
    await whenHealthy(baseURL, 90);
    const backedUp = await run("node", ["scripts/backup.mjs", path.join(workDir, "backups")], { env: live });
    const backup = /Backup written to (.+)/.exec(backedUp.stdout)?.[1].trim() ?? "";
    const siteImages = path.join(live.UPLOAD_DIR, "site");
    const photo = readdirSync(siteImages).find((name) => name.endsWith("-1x.webp")) ?? "";
    expect((await fetch(`${baseURL}/site-images/${photo}`)).status).toBe(200);

    const planted = `${"0123456789abcdef".repeat(2)}-1x.webp`;
    await test.step("a link planted in the upload folder is not served, as a site image or as a note", async () => {
      symlinkSync(path.resolve("package.json"), path.join(siteImages, planted));
      expect((await fetch(`${baseURL}/site-images/${planted}`)).status).toBe(404);

      const { api, headers } = await teacherApi();
      const before = new Set(readdirSync(live.UPLOAD_DIR));
      const uploaded = await api.post("/api/v1/teacher/content/1/1", {
        headers,
        multipart: { content_name: "Replaced by a link", type: "pdf", content: pdfFile() },
      });
      const noteUrl = (await uploaded.json()).new_content.content_url as string;
      expect((await api.get(noteUrl, { headers })).status()).toBe(200);
      expect((await api.head(noteUrl, { headers })).headers()["content-length"]).toBe(String(pdfFile().buffer.length));
      const noteFile = readdirSync(live.UPLOAD_DIR).find((name) => !before.has(name)) ?? "";
      rmSync(path.join(live.UPLOAD_DIR, noteFile));
      symlinkSync(path.resolve("package.json"), path.join(live.UPLOAD_DIR, noteFile));
      const answer = await api.get(noteUrl, { headers });
      expect(answer.status()).toBe(404);
      expect(await answer.text()).not.toContain("coaching-institute");
      await api.dispose();
    });

    await stopped(server);
    const asItWas = fingerprint(dataDir);
    const refusals = [
      {
        name: "a symbolic link",
        // Listed with the size and checksum of the file it leads to, as a careful forger would.
        backup: tampered(backup, "with-link", (copy) => {
          symlinkSync("/etc/passwd", path.join(copy, "uploads", "site", planted));
          const passwd = { size: statSync("/etc/passwd").size, sha256: sha256Of("/etc/passwd") };
          rewriteManifest(copy, (files) => [...files, { path: `uploads/site/${planted}`, ...passwd }]);
        }),
        says: `uploads/site/${planted} is a symbolic link`,
      },
      {
        name: "a file the manifest does not list",
        backup: tampered(backup, "with-unlisted", (copy) =>
          writeFileSync(path.join(copy, "uploads", "extra.pdf"), "x"),
        ),
        says: "uploads/extra.pdf is not in the manifest",
      },
      {
        name: "a path with ..",
        backup: tampered(backup, "with-dot-dot", (copy) =>
          rewriteManifest(copy, (files) => [
            ...files,
            { path: "uploads/../../../../package.json", size: 1, sha256: sha256Of("package.json") },
          ]),
        ),
        says: 'The manifest lists "uploads/../../../../package.json", which is not a plain path',
      },
      {
        name: "no uploads/",
        backup: tampered(backup, "without-uploads", (copy) => {
          rmSync(path.join(copy, "uploads"), { recursive: true });
          rewriteManifest(copy, (files) => files.filter((file) => !file.path.startsWith("uploads/")));
        }),
        says: "uploads/ is missing",
      },
    ];
    for (const refusal of refusals) {
      await test.step(`a backup with ${refusal.name} is refused, and nothing moves`, async () => {
        const refused = await run("node", ["scripts/restore.mjs", refusal.backup], { env: live }).catch((e) => e);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain("nothing was changed");
        expect(refused.stderr).toContain(refusal.says);
        expect(fingerprint(dataDir)).toEqual(asItWas);
      });
    }

    await test.step("the live site keeps working", async () => {
      running = spawn(process.execPath, ["server.js"], {
        env: {
          ...live,
          NODE_ENV: "production",
          PORT: String(PORT),
          TEACHER_CODE: demoTeacher.code,
          SESSION_SECRET: "backup-test",
        },
        stdio: "ignore",
      });
      await whenHealthy(baseURL, 90);
      expect((await fetch(`${baseURL}/site-images/${photo}`)).status).toBe(200);
      expect((await fetch(`${baseURL}/`)).status).toBe(200);
    });
  } finally {
    if (running.exitCode === null) await stopped(running);
  }
});
