// A large institute written straight into a fresh database (the `fill` of startFreshApp): many ongoing
// batches, each with two subjects, a folder, a test and three students, many archived batches of past
// years after them, and many weeks of doubt sessions.
// For the tests and measurements that every list stays paged and no query grows with the data.
import { hash } from "@node-rs/argon2";
import Database from "better-sqlite3";

export const MANY = { batches: 1000, studentsPerBatch: 3, archived: 300, weeks: 300 };
/** The demo sign-ins, so that the usual test helpers work on this database too. */
export const manyTeacher = { email: "teacher@example.com", password: "teacher-demo-2026" };
export const manyStudent = { email: "student@example.com", password: "student-demo-2026" };

/** The name of batch number `n` (1-based): numbered so that a search can find exactly one. */
export const batchName = (n) => `Batch ${String(n).padStart(4, "0")}`;

/** The archived batch `n` (1-based) is batch number `batches + n`; the last one archived is listed first. */
export const archivedBatchName = (n, sizes = MANY) => batchName(sizes.batches + n);

export async function fillManyBatches(databaseFile, sizes = MANY) {
  const passwordHash = await hash(manyStudent.password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const teacherHash = await hash(manyTeacher.password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const sqlite = new Database(databaseFile);
  const run = (sql, ...values) => sqlite.prepare(sql).run(...values).lastInsertRowid;
  const addUser = (email, first, role, batchId, hashed) => {
    const id = run(
      'INSERT INTO "User" (email, firstName, lastName, role, batchId) VALUES (?, ?, ?, ?, ?)',
      email,
      first,
      "Many",
      role,
      batchId,
    );
    run('INSERT INTO "Password" (userId, hash) VALUES (?, ?)', id, hashed);
    return id;
  };
  sqlite.transaction(() => {
    addUser(manyTeacher.email, "Teacher", "admin", null, teacherHash);
    for (let n = 1; n <= sizes.batches; n++) {
      const batchId = run('INSERT INTO "Batch" (name, duration) VALUES (?, 12)', batchName(n));
      const subjects = ["Maths", "Science"].map((name) =>
        run('INSERT INTO "Subject" (name, batchId) VALUES (?, ?)', name, batchId),
      );
      for (const subjectId of subjects) {
        run('INSERT INTO "Folder" (name, subjectId) VALUES (?, ?)', "Chapter 1", subjectId);
        run(
          'INSERT INTO "Test" (name, date, batchId, subjectId) VALUES (?, ?, ?, ?)',
          "Unit test",
          "2026-01-15",
          batchId,
          subjectId,
        );
      }
      for (let s = 1; s <= sizes.studentsPerBatch; s++) {
        const email = n === 1 && s === 1 ? manyStudent.email : `student-${n}-${s}@many.example`;
        const studentId = addUser(email, `Student ${n}-${s}`, "student", batchId, passwordHash);
        // The first subject permitted, the second still waiting: the teacher's 'Waiting for access' list is long.
        for (const [index, subjectId] of subjects.entries()) {
          const permitted = index === 0 ? 1 : 0;
          run(
            'INSERT INTO "SubjectAccess" (studentId, subjectId, permitted) VALUES (?, ?, ?)',
            studentId,
            subjectId,
            permitted,
          );
        }
      }
    }
    for (let a = 1; a <= sizes.archived; a++) {
      // Prisma's way of writing a DateTime into SQLite: ISO text with the offset.
      const archivedAt = new Date(Date.UTC(2025, 2, 31) + a * 60_000).toISOString().replace("Z", "+00:00");
      run(
        'INSERT INTO "Batch" (name, duration, archivedAt) VALUES (?, 12, ?)',
        archivedBatchName(a, sizes),
        archivedAt,
      );
    }
    for (let w = 1; w <= sizes.weeks; w++) {
      // One week after another, Mondays from 5 January 2026.
      const startsOn = new Date(Date.UTC(2026, 0, 5 + 7 * (w - 1))).toISOString().slice(0, 10);
      const weekId = run('INSERT INTO "Week" (name, number, startsOn) VALUES (?, ?, ?)', `Week ${w}`, w, startsOn);
      for (const day of ["Monday", "Wednesday"])
        run('INSERT INTO "Slot" (weekId, day, time) VALUES (?, ?, ?)', weekId, day, "17:00");
    }
  })();
  sqlite.close();
  return sizes;
}

/** A production app of its own on a database filled with `MANY`, answering once healthy. */
export async function startManyBatchesApp(name, port) {
  const { whenHealthy } = await import("../../scripts/fresh-app.mjs");
  const { startTestApp } = await import("./test-app.mjs");
  const started = await startTestApp({ name, port, fill: (file) => fillManyBatches(file) });
  await whenHealthy(started.baseUrl, 90);
  return started;
}
