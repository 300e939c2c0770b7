// Benchmark of a batch's month of attendance: seeds batches of 50 and 200 students with two classes
// every weekday (Monday to Saturday) and a register for each class of November 2026, serves the production build
// and times the month's grid and a student's percentages (both computed by the database). Budget: the grid for
// 200 students within 2x its time for 50.
// Run: npm run bench:attendance (BENCH_PORT sets the port, 3398 by default)
import Database from "better-sqlite3";
import { addBenchTeacher, benchPasswordHash, startBenchApp, studentAdder, timeRequests } from "./bench-data.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3398);
const ROUNDS = 40;
const MONTH = "2026-11";
const passwordHash = await benchPasswordHash();

function fillRegisters(databaseFile) {
  const db = new Database(databaseFile);
  const seed = db.transaction((size) => {
    const batchId = db
      .prepare("INSERT INTO Batch (name, duration) VALUES (?, 12)")
      .run(`Batch of ${size}`).lastInsertRowid;
    const subjects = ["Maths", "Science"].map(
      (name) => db.prepare("INSERT INTO Subject (name, batchId) VALUES (?, ?)").run(name, batchId).lastInsertRowid,
    );
    const addStudent = studentAdder(db);
    const students = [];
    for (let i = 0; i < size; i++) students.push(addStudent(`s${i}-of-${size}@bench.test`, `Student${i}`, batchId));
    const addClass = db.prepare(
      "INSERT INTO TimetableClass (batchId, subjectId, weekday, startTime, endTime, room) VALUES (?, ?, ?, ?, ?, 'Room 1')",
    );
    const classes = [];
    for (let weekday = 1; weekday <= 6; weekday++) {
      classes.push({ id: addClass.run(batchId, subjects[0], weekday, "08:00", "09:00").lastInsertRowid, weekday });
      classes.push({ id: addClass.run(batchId, subjects[1], weekday, "09:00", "10:00").lastInsertRowid, weekday });
    }
    const addMark = db.prepare(
      "INSERT INTO AttendanceMark (classId, date, studentId, status, updatedAt) VALUES (?, ?, ?, ?, ?)",
    );
    let marks = 0;
    for (let day = 1; day <= 30; day++) {
      const date = `${MONTH}-${String(day).padStart(2, "0")}`;
      const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      for (const item of classes.filter((c) => c.weekday === weekday))
        for (const [i, studentId] of students.entries()) {
          const status = (i * 7 + day) % 13 === 0 ? "absent" : (i + day) % 17 === 0 ? "late" : "present";
          addMark.run(item.id, date, studentId, status, Date.now());
          marks++;
        }
    }
    return { size, batchId, student: students[0], marks };
  });
  const batches = [seed(50), seed(200)];
  addBenchTeacher(db, passwordHash);
  db.close();
  return batches;
}

const bench = await startBenchApp({
  name: "bench-attendance",
  port: PORT,
  teacherCode: "bench-code-attendance",
  fill: fillRegisters,
});

const { server, base, teacher, filled: batches } = bench;

try {
  const time = (url) => timeRequests({ base, rounds: ROUNDS, url: () => url, token: teacher });

  const table = {};
  for (const batch of batches) {
    table[`month grid page (${batch.size})`] = await time(
      `/teacher/course/${batch.batchId}/attendance/month?month=${MONTH}`,
    );
    table[`GET month grid API (${batch.size})`] = await time(
      `/api/v1/teacher/batches/${batch.batchId}/attendance?month=${MONTH}`,
    );
    table[`month CSV (${batch.size})`] = await time(`/teacher/course/${batch.batchId}/attendance/${MONTH}.csv`);
    table[`student percentages (${batch.size})`] = await time(`/api/v1/attendance/student/${batch.student}`);
  }
  for (const batch of batches) console.log(`Batch of ${batch.size}: ${batch.marks} attendance rows in ${MONTH}`);
  console.log(`Server time in ms over ${ROUNDS} sequential requests each (median and p95):`);
  for (const [name, { median, p95 }] of Object.entries(table))
    console.log(`  ${name.padEnd(34)} median ${median.toFixed(1).padStart(7)}   p95 ${p95.toFixed(1).padStart(7)}`);
  const ratio = table["GET month grid API (200)"].median / table["GET month grid API (50)"].median;
  const pageRatio = table["month grid page (200)"].median / table["month grid page (50)"].median;
  console.log(
    `month grid (API), 200 vs 50 students: ${ratio.toFixed(2)}x; page: ${pageRatio.toFixed(2)}x (budget: at most 2x)`,
  );
  process.exitCode = ratio <= 2 ? 0 : 1;
} finally {
  server.kill();
}
