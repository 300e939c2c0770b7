// Benchmark of the question bank: a bank of 20,000 questions with formulas, a 90-question paper of three sections
// drawn from it, and 300 students sending their first section in the minute before it closes on its own clock.
// Reports the server's answer times, its CPU per request (from /proc, the process's own counters) and its
// resident memory before and after, and the size of a page of ten questions with formulas as a phone gets it.
// Run: npm run bench:bank (BENCH_PORT sets its port, 3396 by default; BENCH_PROFILE=dir writes the server's CPU
// profile there, to sum with scripts/bench-profile.mjs). Budget: each section's close p99 under
// 500 ms, the draw under 2 s, every answer saved, the attempt page within the student page budget (14 KB gzipped).
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { addBenchTeacher, benchPasswordHash, studentAdder } from "./bench-data.mjs";
import { startFreshApp, whenHealthy } from "./fresh-app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3396);
const BASE = `http://127.0.0.1:${PORT}`;
const BANK = 20_000;
const STUDENTS = 300;
const SUBJECTS = ["Physics", "Chemistry", "Mathematics"];
const CHAPTERS = 20;
const DIFFICULTIES = ["easy", "medium", "hard"];
const FORMULAS = [
  "$v^2 = u^2 + 2as$",
  "$\\frac{1}{f} = \\frac{1}{v} - \\frac{1}{u}$",
  "$\\ce{2H2 + O2 -> 2H2O}$",
  "$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$",
  "$\\int_0^{\\pi} \\sin x \\, dx$",
];
const passwordHash = await benchPasswordHash();

function fillBank(databaseFile) {
  const db = new Database(databaseFile);
  const seed = db.transaction(() => {
    const add = db.prepare(
      `INSERT INTO BankQuestion (subject, chapter, topic, difficulty, kind, text, optionA, optionB, optionC, optionD,
        answer, solution, fingerprint, updatedAt) VALUES (?, ?, '', ?, 'single', ?, ?, ?, ?, ?, 'B', ?, ?, ?)`,
    );
    const now = new Date().toISOString();
    for (let i = 0; i < BANK; i++) {
      const subject = SUBJECTS[i % 3];
      const chapter = `Chapter ${Math.floor(i / 3) % CHAPTERS}`;
      const formula = FORMULAS[i % FORMULAS.length];
      add.run(
        subject,
        chapter,
        DIFFICULTIES[Math.floor(i / (3 * CHAPTERS)) % 3],
        `Question ${i}: using ${formula}, find the value when the quantity is ${i % 97}.`,
        `$${i % 7}$`,
        `$\\sqrt{${i % 11}}$`,
        `$\\frac{${i % 5}}{2}$`,
        "None of these",
        `Apply ${formula} step by step.`,
        `bench-${i}`,
        now,
      );
    }
    const batchId = db.prepare("INSERT INTO Batch (name, duration) VALUES ('JEE bench', 12)").run().lastInsertRowid;
    const subjectId = db
      .prepare("INSERT INTO Subject (name, batchId) VALUES ('Mock tests', ?)")
      .run(batchId).lastInsertRowid;
    const addStudent = studentAdder(db, passwordHash);
    for (let i = 0; i < STUDENTS; i++) addStudent(`s${i}@bank-bench.test`, `Student${i}`, batchId, subjectId);
    const testId = db
      .prepare(
        "INSERT INTO Test (name, date, maxMarks, batchId, subjectId) VALUES ('Bench mock', '2026-11-28', 100, ?, ?)",
      )
      .run(batchId, subjectId).lastInsertRowid;
    addBenchTeacher(db, passwordHash, "teacher@bank-bench.test");
    return { testId: Number(testId) };
  });
  const filled = seed();
  db.close();
  return filled;
}

const { server, filled } = await startFreshApp({
  name: "bench-bank",
  port: PORT,
  env: { SEED_DEMO: "off", TEACHER_CODE: "bench-teacher-code" },
  fill: fillBank,
  nodeArgs: process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
});

/** The server's CPU seconds so far and its resident memory, from its own /proc counters. */
function serverUsage() {
  const stat = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  const ticks = Number(stat[11]) + Number(stat[12]); // utime + stime, in clock ticks of 1/100 s
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))[1];
  return { cpuMs: ticks * 10, rssMb: Number(rss) / 1024 };
}

const call = async (method, path, token, body) => {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: token, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message}`);
  return answer;
};
const signIn = async (kind, cred) => {
  const response = await fetch(`${BASE}/api/v1/${kind}/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ cred, teacher_code: "bench-teacher-code" }),
  });
  return { token: `Bearer ${(await response.json()).token}` };
};
const wallTime = (offsetMinutes) => new Date(Date.now() + (330 + offsetMinutes) * 60_000).toISOString().slice(0, 16);
const at = (path) => `/api/v1/online-tests/${filled.testId}/${path}`;
const percentile = (times, q) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
const summary = (times) => {
  times.sort((a, b) => a - b);
  return `median ${percentile(times, 0.5).toFixed(1)}, p95 ${percentile(times, 0.95).toFixed(1)}, p99 ${percentile(times, 0.99).toFixed(1)}, max ${times.at(-1).toFixed(1)} ms`;
};

try {
  await whenHealthy(BASE, 60);
  const idle = serverUsage();
  console.log(
    `Bank of ${BANK} questions in ${SUBJECTS.length * CHAPTERS} chapters; server resident ${idle.rssMb.toFixed(0)} MB`,
  );
  const { token: teacher } = await signIn("teacher", { email: "teacher@bank-bench.test", password: "bench-password" });

  // 90 questions: three sections of 30 (10 easy, 12 medium, 8 hard) from five chapters each; the first section
  // has one minute on its clock, so that the bench lives through its close.
  const section = (name, minutes) => ({
    name,
    chapters: Array.from({ length: 5 }, (_, n) => ({ subject: name, chapter: `Chapter ${n}` })),
    easy: 10,
    medium: 12,
    hard: 8,
    marks: 4,
    negative_marks: 1,
    duration_minutes: minutes,
  });
  const drawStart = performance.now();
  const before = serverUsage();
  const drawn = await call("POST", at("paper/from-bank"), teacher, {
    section_timing: "each",
    seed: "bench",
    sections: [section("Physics", 1), section("Chemistry", 60), section("Mathematics", 60)],
  });
  const drawMs = performance.now() - drawStart;
  console.log(
    `Drew a ${drawn.questions}-question paper in ${drawMs.toFixed(0)} ms (server CPU ${serverUsage().cpuMs - before.cpuMs} ms)`,
  );
  await call("PUT", at("window"), teacher, {
    opens_at: wallTime(-5),
    closes_at: wallTime(180),
    duration_minutes: 121,
    shuffle_options: true,
  });

  const students = [];
  for (let i = 0; i < STUDENTS; i++)
    students.push(await signIn("student", { email: `s${i}@bank-bench.test`, password: "bench-password" }));
  console.log(`${STUDENTS} students signed in; each starts the test…`);
  const started = performance.now();
  for (const student of students) await call("POST", at("attempt"), student.token);

  // A page of ten questions with formulas, as the phone of a student without JavaScript gets it.
  const page = await fetch(`${BASE}/test/${filled.testId}/attempt`, { headers: { Authorization: students[0].token } });
  const html = await page.text();
  console.log(
    `Attempt page: ${page.status}, ${html.length} bytes, ${gzipSync(html).length} gzipped, ${(html.match(/<math/g) ?? []).length} formulas as MathML`,
  );

  // Every student sends the first section's 30 answers at a random moment of the 40 seconds before it closes.
  const answers = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [String(i + 1), i % 3 ? "B" : "C"]));
  const closesIn = 60_000 - (performance.now() - started);
  const sendFrom = Math.max(0, closesIn - 45_000);
  console.log(
    `Sending the first section's answers in the ${((closesIn - sendFrom) / 1000).toFixed(0)} s before it closes…`,
  );
  const sending = serverUsage();
  const times = await Promise.all(
    students.map(
      (student) =>
        new Promise((resolve, reject) => {
          setTimeout(
            async () => {
              const start = performance.now();
              try {
                await call("PUT", at("attempt"), student.token, { answers });
                resolve(performance.now() - start);
              } catch (error) {
                reject(error);
              }
            },
            sendFrom + Math.random() * (closesIn - sendFrom - 5_000),
          );
        }),
    ),
  );
  const sent = serverUsage();
  console.log(`Section answers answered in ${summary(times)}`);
  console.log(`Server CPU per section save: ${((sent.cpuMs - sending.cpuMs) / STUDENTS).toFixed(2)} ms`);

  // After the close: an answer to the closed section is refused; the palette shows the next section.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 60_000 + 31_000 - (performance.now() - started))));
  const late = await fetch(`${BASE}${at("attempt")}`, {
    method: "PUT",
    headers: { Authorization: students[0].token, "Content-Type": "application/json" },
    body: JSON.stringify({ answers: { 1: "B" } }),
  });
  const next = await call("GET", at("attempt"), students[1].token);
  const database = new Database("test-results/bench-bank/app.db", { readonly: true });
  const kept = database
    .prepare("SELECT answers FROM Attempt WHERE testId = ?")
    .all(filled.testId)
    .filter((attempt) => Object.keys(JSON.parse(attempt.answers)).length === 30).length;
  database.close();
  const after = serverUsage();
  console.log(
    `After the close: a late answer answered ${late.status}; the next page is ${next.section}; answers kept for ${kept} of ${STUDENTS}`,
  );
  console.log(`Server resident: ${idle.rssMb.toFixed(0)} MB idle, ${after.rssMb.toFixed(0)} MB after`);
  const ok =
    percentile(times, 0.99) < 500 &&
    drawMs < 2000 &&
    late.status === 409 &&
    kept === STUDENTS &&
    gzipSync(html).length < 14_336;
  console.log(ok ? "Within budget." : "OVER BUDGET, or answers lost.");
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill();
}
