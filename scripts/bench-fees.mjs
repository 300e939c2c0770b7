// Benchmark of the fee pages: seeds a batch of 50 and a batch of 2,000 students, each student on a
// three-instalment plan with three payments (6,000 payments in the large batch), serves the production build,
// and reports server times. The budget: the dues list and the batch's fee page at 2,000 students within 2x their
// time at 50 (the totals and the order come from the database, and the lists are paged).
// Run: npm run bench:fees (BENCH_PORT sets the port, 3398 by default)
import Database from "better-sqlite3";
import { addBenchTeacher, benchPasswordHash, startBenchApp, studentAdder, timeRequests } from "./bench-data.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3398);
const ROUNDS = 40;
const passwordHash = await benchPasswordHash();
const day = (offset) => new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);

// Written straight into the migrated database (far faster than 2,000 sign-ups and 6,000 payments over HTTP).
function fillBatches(databaseFile) {
  const db = new Database(databaseFile);
  const addStudent = studentAdder(db);
  let receipt = 0;
  const seed = db.transaction((size) => {
    const batchId = db
      .prepare("INSERT INTO Batch (name, duration) VALUES (?, 12)")
      .run(`Batch of ${size}`).lastInsertRowid;
    const planId = db
      .prepare("INSERT INTO FeePlan (batchId, name, totalPaise) VALUES (?, 'Three instalments', 1500000)")
      .run(batchId).lastInsertRowid;
    const dues = [day(-20), day(3), day(60)];
    const addInstalment = db.prepare(
      "INSERT INTO FeeInstalment (planId, position, amountPaise, dueOn) VALUES (?, ?, 500000, ?)",
    );
    for (const [index, dueOn] of dues.entries()) addInstalment.run(planId, index + 1, dueOn);
    const addAccount = db.prepare("INSERT INTO FeeAccount (studentId, planId) VALUES (?, ?)");
    const addDue = db.prepare(
      "INSERT INTO FeeDue (accountId, position, amountPaise, paidPaise, dueOn) VALUES (?, ?, 500000, ?, ?)",
    );
    const addPayment = db.prepare(
      `INSERT INTO FeePayment (accountId, amountPaise, paidOn, mode, receiptNo, balanceAfterPaise)
       VALUES (?, ?, ?, 'cash', ?, ?)`,
    );
    for (let i = 0; i < size; i++) {
      const studentId = addStudent(`s${i}-of-${size}@bench.test`, `Student${i}`, batchId);
      const accountId = addAccount.run(studentId, planId).lastInsertRowid;
      // Three payments each; every third student has paid the first instalment in full, the rest owe part of it.
      const each = i % 3 === 0 ? 166667 : 100000 + (i % 50) * 100;
      let paid = 0;
      for (let p = 0; p < 3; p++) {
        const amount = p === 2 && i % 3 === 0 ? 500000 - 2 * 166667 : each;
        paid += amount;
        addPayment.run(accountId, amount, day(-30 + p), `2026-27/B${++receipt}`, 1500000 - paid);
      }
      for (const [index, dueOn] of dues.entries()) {
        const covered = Math.max(0, Math.min(500000, paid - index * 500000));
        addDue.run(accountId, index + 1, covered, dueOn);
      }
    }
    return { size, batchId };
  });
  const batches = [seed(50), seed(2000)];
  addBenchTeacher(db, passwordHash);
  db.close();
  return batches;
}

const bench = await startBenchApp({
  name: "bench-fees",
  port: PORT,
  teacherCode: "bench-teacher-code",
  fill: fillBatches,
});

const { server, base, teacher, filled: batches } = bench;

try {
  const time = (url) => timeRequests({ base, rounds: ROUNDS, url: () => url, token: teacher });

  const table = {};
  for (const { size, batchId } of batches) {
    table[`dues page (${size})`] = await time(`/teacher/fees/dues?batch=${batchId}`);
    table[`dues page, last page (${size})`] = await time(`/teacher/fees/dues?batch=${batchId}&page=${size / 50}`);
    table[`batch fee page (${size})`] = await time(`/teacher/fees/batches/${batchId}`);
    table[`GET /teacher/fees/dues (${size})`] = await time(`/api/v1/teacher/fees/dues?batch=${batchId}`);
  }
  console.log(`Server time in ms over ${ROUNDS} sequential requests each (median and p95):`);
  for (const [name, { median, p95 }] of Object.entries(table)) {
    console.log(`  ${name.padEnd(36)} median ${median.toFixed(1).padStart(7)}   p95 ${p95.toFixed(1).padStart(7)}`);
  }
  const budgets = ["dues page", "batch fee page"].map((page) => {
    const ratio = table[`${page} (2000)`].median / table[`${page} (50)`].median;
    console.log(`${page}, 2,000 vs 50 students: ${ratio.toFixed(2)}x (budget: at most 2x)`);
    return ratio <= 2;
  });
  process.exitCode = budgets.every(Boolean) ? 0 : 1;
} finally {
  server.kill();
}
