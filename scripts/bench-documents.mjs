// Benchmark of papers made for many: a batch of 200 students (three subjects, 30 published tests, two months of
// registers, remarks and a photo each), its 200 report cards in one PDF and its 200 ID cards in one PDF, each a
// document run. Meanwhile students keep opening their whole report card page (a page the server builds per viewer),
// so the run's cost to everyone else shows as that page's p99, beside the same load with no run.
// Reports each run's time, its file's pages and size, the server's peak resident memory (sampled from /proc every
// 50 ms), CPU, and the load average. Run: npm run bench:documents (BENCH_PORT sets its port, 3397 by default;
// BENCH_PROFILE=dir writes the server's CPU profile there, to sum with scripts/bench-profile.mjs).
// Budget (DESIGN.md): peak resident memory within 250 MB; the page's p99 within 150 ms while a run is made.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import sharp from "sharp";
import { BENCH_PASSWORD, benchPasswordHash, signInOverApi, startBenchApp, studentAdder } from "./bench-data.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3397);
const STUDENTS = 200;
const SUBJECTS = ["Physics", "Chemistry", "Mathematics"];
const TESTS_PER_SUBJECT = 10;
const DAYS = 60;
/** Students opening their report card page at once, all through each phase. */
const VIEWERS = 4;
const NAMES = ["Aarav", "Meera", "Kabir", "Ananya", "Rohan", "Ishita", "Vihaan", "Diya", "Arjun", "Saanvi"];
const SURNAMES = ["Sharma", "Iyer", "Verma", "Reddy", "Khan", "Gupta", "Nair", "Das", "Joshi", "Singh"];
const passwordHash = await benchPasswordHash();

/** A photo of 3:4 as the site keeps one: two WebP sizes under students/ of the upload folder. */
async function writePhoto(uploads, n) {
  const key = randomBytes(16).toString("hex");
  const face = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: 60 + (n % 150), g: 90, b: 160 - (n % 90) } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="300" height="400"><circle cx="150" cy="150" r="80" fill="#e8c39e"/><rect x="60" y="260" width="180" height="140" rx="60" fill="#335"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
  for (const [scale, width] of [
    [1, 150],
    [2, 300],
  ])
    writeFileSync(
      path.join(uploads, "students", `${key}-${scale}x.webp`),
      await sharp(face).resize(width).webp({ quality: 80 }).toBuffer(),
    );
  return key;
}

async function fillBatch(databaseFile) {
  const uploads = path.join(path.dirname(databaseFile), "uploads");
  mkdirSync(path.join(uploads, "students"), { recursive: true });
  const photos = [];
  for (let n = 0; n < STUDENTS; n++) photos.push(await writePhoto(uploads, n));
  const db = new Database(databaseFile);
  const seed = db.transaction(() => {
    const batchId = Number(
      db.prepare("INSERT INTO Batch (name, duration) VALUES ('Class 12 Science', 12)").run().lastInsertRowid,
    );
    const subjects = SUBJECTS.map((name) =>
      Number(db.prepare("INSERT INTO Subject (name, batchId) VALUES (?, ?)").run(name, batchId).lastInsertRowid),
    );
    const addStudent = studentAdder(db, passwordHash);
    const addAccess = db.prepare("INSERT INTO SubjectAccess (studentId, subjectId, permitted) VALUES (?, ?, 1)");
    const setRoll = db.prepare("UPDATE User SET rollNo = ?, lastName = ? WHERE id = ?");
    const addPhoto = db.prepare("INSERT INTO StudentPhoto (studentId, key, updatedAt) VALUES (?, ?, ?)");
    const addRemarks = db.prepare(
      "INSERT INTO ReportRemarks (studentId, text, writtenBy, writtenAt) VALUES (?, ?, 'Meera Sharma', ?)",
    );
    const now = Date.now();
    const students = [];
    for (let n = 0; n < STUDENTS; n++) {
      const id = Number(addStudent(`s${n}@documents-bench.test`, NAMES[n % 10], batchId));
      setRoll.run(n + 1, SURNAMES[Math.floor(n / 10) % 10], id);
      for (const subjectId of subjects) addAccess.run(id, subjectId);
      addPhoto.run(id, photos[n], now);
      addRemarks.run(id, "Works steadily; should revise numericals every week and ask doubts early.", now);
      students.push(id);
    }
    const addTest = db.prepare(
      "INSERT INTO Test (name, date, maxMarks, batchId, subjectId, publishedAt) VALUES (?, ?, 50, ?, ?, ?)",
    );
    const addResult = db.prepare("INSERT INTO Result (testId, studentId, marks, attempted) VALUES (?, ?, ?, ?)");
    for (const [s, subjectId] of subjects.entries())
      for (let t = 0; t < TESTS_PER_SUBJECT; t++) {
        const date = `2026-${String(7 + Math.floor(t / 3)).padStart(2, "0")}-${String(3 + (t % 3) * 9).padStart(2, "0")}`;
        const testId = addTest.run(`${SUBJECTS[s]} unit ${t + 1}`, date, batchId, subjectId, now).lastInsertRowid;
        for (const [i, studentId] of students.entries())
          addResult.run(testId, studentId, (i * 7 + t * 5 + s * 3) % 51, i % 23 === t ? 0 : 1);
      }
    const addClass = db.prepare(
      "INSERT INTO TimetableClass (batchId, subjectId, weekday, startTime, endTime, room) VALUES (?, ?, ?, ?, ?, 'Room 1')",
    );
    const classes = [];
    for (let weekday = 1; weekday <= 6; weekday++) {
      classes.push({
        id: addClass.run(batchId, subjects[weekday % 3], weekday, "08:00", "09:00").lastInsertRowid,
        weekday,
      });
      classes.push({
        id: addClass.run(batchId, subjects[(weekday + 1) % 3], weekday, "09:00", "10:00").lastInsertRowid,
        weekday,
      });
    }
    const addMark = db.prepare(
      "INSERT INTO AttendanceMark (classId, date, studentId, status, updatedAt) VALUES (?, ?, ?, ?, ?)",
    );
    for (let day = 0; day < DAYS; day++) {
      const date = new Date(Date.UTC(2026, 8, 1 + day)).toISOString().slice(0, 10);
      const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      for (const item of classes.filter((c) => c.weekday === weekday))
        for (const [i, studentId] of students.entries())
          addMark.run(item.id, date, studentId, (i * 7 + day) % 13 === 0 ? "absent" : "present", now);
    }
    db.prepare(
      "INSERT OR IGNORE INTO User (email, firstName, lastName, role) VALUES (?, 'Meera', 'Sharma', 'admin')",
    ).run("teacher@bench.test");
    const teacherId = db.prepare("SELECT id FROM User WHERE email = 'teacher@bench.test'").get().id;
    db.prepare("INSERT OR IGNORE INTO Password (userId, hash) VALUES (?, ?)").run(teacherId, passwordHash);
    return { batchId };
  });
  const filled = seed();
  db.close();
  return filled;
}

const bench = await startBenchApp({
  name: "bench-documents",
  port: PORT,
  teacherCode: "bench-documents-code",
  fill: fillBatch,
  nodeArgs: process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
});
const { server, base, teacher, filled } = bench;

/** The server's CPU milliseconds so far and its resident memory in MB, from its own /proc counters. */
function serverUsage() {
  const stat = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))[1];
  return { cpuMs: (Number(stat[11]) + Number(stat[12])) * 10, rssMb: Number(rss) / 1024 };
}

const percentile = (times, q) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
const summary = (times) => {
  times.sort((a, b) => a - b);
  return `${times.length} pages: median ${percentile(times, 0.5).toFixed(1)}, p99 ${percentile(times, 0.99).toFixed(1)} ms`;
};

/** VIEWERS students each opening their whole report card page again and again until `until()` says stop. */
async function pageLoad(students, until) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: VIEWERS }, async () => {
      while (!until()) {
        const token = students[next++ % students.length];
        const start = performance.now();
        const response = await fetch(`${base}/report`, { headers: { Authorization: token } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`/report answered ${response.status}`);
        times.push(performance.now() - start);
      }
    }),
  );
  return times;
}

const call = async (method, url, body) => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { Authorization: teacher, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${answer.message}`);
  return answer;
};

/**
 * Asks for a batch's papers and waits for the file, sampling the server's memory every 50 ms; with `students`, they
 * keep opening their report card page meanwhile. The run's time, CPU, peak memory and file; the page's times.
 */
async function timedRun(papers, students) {
  const before = serverUsage();
  let peak = before.rssMb;
  const sampler = setInterval(() => {
    peak = Math.max(peak, serverUsage().rssMb);
  }, 50);
  const start = performance.now();
  const { document } = await call("POST", `/api/v1/teacher/course/${filled.batchId}/papers`, {
    papers,
    language: "en",
  });
  let run = document;
  const finished = () => run.state === "ready" || run.state === "failed";
  const load = students ? pageLoad(students, finished) : Promise.resolve([]);
  while (!finished()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    run = (await call("GET", `/api/v1/teacher/documents/${document.id}`)).document;
  }
  const seconds = (performance.now() - start) / 1000;
  const times = await load;
  clearInterval(sampler);
  if (run.state !== "ready") throw new Error(`The ${papers} run failed: ${run.failure}`);
  const file = await fetch(`${base}${run.file_url}`, { headers: { Authorization: teacher } });
  const bytes = Buffer.from(await file.arrayBuffer());
  const saved = path.resolve("test-results/bench-documents", `${papers}.pdf`);
  writeFileSync(saved, bytes);
  const pages = /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [saved], { encoding: "utf8" }))?.[1];
  const cpuMs = serverUsage().cpuMs - before.cpuMs;
  return { seconds, cpuMs, before: before.rssMb, peak, pages, kb: bytes.length / 1024, times };
}

/** Each kind of papers made alone (its own cost), then again while students open their report card page. */
async function bothWays(papers, students) {
  const alone = await timedRun(papers);
  console.log(
    `${papers}, alone: ${STUDENTS} in ${alone.seconds.toFixed(1)} s (${((alone.seconds * 1000) / STUDENTS).toFixed(0)} ms each), ` +
      `${alone.pages} pages, ${alone.kb.toFixed(0)} KB; server CPU ${(alone.cpuMs / 1000).toFixed(1)} s; ` +
      `resident ${alone.before.toFixed(0)} → peak ${alone.peak.toFixed(0)} MB`,
  );
  const busy = await timedRun(papers, students);
  console.log(
    `${papers}, with ${VIEWERS} students opening their report card page all along: made in ${busy.seconds.toFixed(1)} s; ` +
      `peak ${busy.peak.toFixed(0)} MB; the page meanwhile ${summary(busy.times)}`,
  );
  return { peak: Math.max(alone.peak, busy.peak), p99: percentile(busy.times, 0.99) };
}

try {
  console.log(
    `Load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")}`,
  );
  const students = [];
  for (let n = 0; n < 40; n++)
    students.push(
      await signInOverApi(base, "student", { email: `s${n * 5}@documents-bench.test`, password: BENCH_PASSWORD }),
    );
  const idle = serverUsage();
  console.log(`A batch of ${STUDENTS}; server resident ${idle.rssMb.toFixed(0)} MB after sign-ins`);
  const quietUntil = performance.now() + 10_000;
  const quiet = await pageLoad(students, () => performance.now() > quietUntil);
  console.log(`The report card page with no run: ${summary(quiet)}`);
  const reportCards = await bothWays("report-cards", students);
  const idCards = await bothWays("id-cards", students);
  console.log(
    `Load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")}`,
  );
  const ok = Math.max(reportCards.peak, idCards.peak) <= 250 && Math.max(reportCards.p99, idCards.p99) <= 150;
  console.log(ok ? "Within budget." : "OVER BUDGET.");
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill();
}
