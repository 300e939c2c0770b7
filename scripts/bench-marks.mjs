// Benchmark of the marks pages at three class sizes: seeds batches of 50, 200 and
// 2,000 students with 30 tests each, serves the production build, and reports server times. Issue 11's
// budget: the teacher's marks sheet and the publish action at 200 students within 2x their time at 50.
// Run: npm run build && node scripts/bench-marks.mjs
import Database from "better-sqlite3";
import {
  addBenchTeacher,
  BENCH_PASSWORD,
  benchPasswordHash,
  signInOverApi,
  startBenchApp,
  studentAdder,
  timeRequests,
} from "./bench-data.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3399);
const ROUNDS = 40;
const passwordHash = await benchPasswordHash();

// The classes are written straight into the migrated database (far faster than 2,000 sign-ups).
function fillClasses(databaseFile) {
  const db = new Database(databaseFile);
  const addStudent = studentAdder(db, passwordHash);
  const seed = db.transaction((size) => {
    const batchId = db
      .prepare("INSERT INTO Batch (name, duration) VALUES (?, 12)")
      .run(`Batch of ${size}`).lastInsertRowid;
    const subjectId = db
      .prepare("INSERT INTO Subject (name, batchId) VALUES ('Maths', ?)")
      .run(batchId).lastInsertRowid;
    const students = [];
    for (let i = 0; i < size; i++)
      students.push(addStudent(`s${i}-of-${size}@bench.test`, `Student${i}`, batchId, subjectId));
    const addTest = db.prepare(
      "INSERT INTO Test (name, date, maxMarks, batchId, subjectId) VALUES (?, '2026-11-01', 100, ?, ?)",
    );
    const addResult = db.prepare("INSERT INTO Result (testId, studentId, marks, attempted) VALUES (?, ?, ?, ?)");
    let lastTest;
    for (let t = 0; t < 30; t++) {
      lastTest = addTest.run(`Test ${t + 1}`, batchId, subjectId).lastInsertRowid;
      for (const [i, studentId] of students.entries())
        addResult.run(lastTest, studentId, (i * 37 + t * 11) % 101, i % 10 !== 0 ? 1 : 0);
    }
    addBenchTeacher(db, passwordHash);
    return { size, batchId, subjectId, testId: lastTest, student: `s${size - 1}-of-${size}@bench.test` };
  });
  const classes = [seed(50), seed(200), seed(2000)];
  db.close();
  return classes;
}

const bench = await startBenchApp({
  name: "bench-marks",
  port: PORT,
  teacherCode: "bench-marks-code",
  fill: fillClasses,
});

const { server, base, teacher, filled: classes } = bench;

try {
  const time = (url, token, method) => timeRequests({ base, rounds: ROUNDS, url, token, method });

  const table = {};
  for (const c of classes) {
    const student = await signInOverApi(base, "student", { email: c.student, password: BENCH_PASSWORD });
    const sheet = `/teacher/test/${c.batchId}/${c.subjectId}?test=${c.testId}`;
    table[`teacher results page (${c.size})`] = await time(() => sheet, teacher);
    table[`teacher marks sheet (${c.size})`] = await time(() => `${sheet}&mode=edit`, teacher);
    // Publish and unpublish in turn, so that every request changes the test; the last one publishes.
    table[`publish/unpublish (${c.size})`] = await time(
      (i) => `/api/v1/test/${i % 2 === 0 ? "unpublish" : "publish"}/${c.testId}`,
      teacher,
      () => "POST",
    );
    table[`student test details (${c.size})`] = await time(() => `/testDetails/${c.testId}`, student);
    table[`GET getTestResult (${c.size})`] = await time(() => `/api/v1/test/getTestResult/${c.testId}`, student);
  }
  console.log(`Server time in ms over ${ROUNDS} sequential requests each (median and p95):`);
  for (const [name, { median, p95 }] of Object.entries(table)) {
    console.log(`  ${name.padEnd(36)} median ${median.toFixed(1).padStart(7)}   p95 ${p95.toFixed(1).padStart(7)}`);
  }
  const budgets = [
    ["student test details", 2000],
    ["teacher marks sheet", 200],
    ["publish/unpublish", 200],
  ].map(([page, size]) => {
    const ratio = table[`${page} (${size})`].median / table[`${page} (50)`].median;
    console.log(`${page}, ${size} vs 50 students: ${ratio.toFixed(2)}x (budget: at most 2x)`);
    return ratio <= 2;
  });
  process.exitCode = budgets.every(Boolean) ? 0 : 1;
} finally {
  server.kill();
}
