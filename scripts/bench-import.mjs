// Benchmark of an import: 2,000 students with a guardian each from one .xlsx workbook, then their fee plan with
// what each had paid before, uploaded, previewed and imported over the API of the production build. Reports each
// step's time and the server's resident memory at its highest while the import ran; the budget is DESIGN.md's
// 250 MB (work on many records stays within the memory budget).
// Run: npm run bench:import (BENCH_PORT sets the port, 3399 by default)
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import ExcelJS from "exceljs";
import { addBenchTeacher, benchPasswordHash, startBenchApp } from "./bench-data.mjs";
import { rssMb } from "./bench-load.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3399);
const STUDENTS = 2000;
const BUDGET_MB = 250;

async function workbook(rows) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet1");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const students = await workbook([
  ["Class", "Roll No", "Student Name", "Email", "Mobile No", "Father's name", "Father's mobile"],
  ...Array.from({ length: STUDENTS }, (_, i) => [
    "Bench Class 10",
    i + 1,
    `Student ${i} Bench`,
    `s${i}@bench-import.test`,
    `98${String(10_000_000 + i).padStart(8, "0")}`,
    `Father ${i}`,
    `97${String(10_000_000 + i).padStart(8, "0")}`,
  ]),
]);
const fees = await workbook([
  ["Email", "Plan", "Total", "Instalments", "Paid"],
  ...Array.from({ length: STUDENTS }, (_, i) => [
    `s${i}@bench-import.test`,
    "Year 2026-27",
    "₹30,000",
    "10,000 by 01/04/2026; 10,000 by 01/08/2026; 10,000 by 01/12/2026",
    (i % 4) * 5000,
  ]),
]);

const passwordHash = await benchPasswordHash();
// An empty institute with only the teacher: everything else comes in with the files.
const fill = (databaseFile) => {
  const db = new Database(databaseFile);
  addBenchTeacher(db, passwordHash);
  db.close();
};
const { server, base, teacher } = await startBenchApp({
  name: "bench-import",
  port: PORT,
  teacherCode: "bench-import-code",
  fill,
});
let peak = rssMb(server.pid);
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb(server.pid));
}, 25);
const headers = { Authorization: teacher };

async function call(label, path, init) {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { ...init, headers });
  const body = await response.json();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${label}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  console.log(`${label.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms`);
  return body;
}

async function importFile(kind, bytes) {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", new Blob([bytes]), `${kind}.xlsx`);
  const preview = await call(`${kind}: upload and preview`, "/api/v1/teacher/imports", { method: "POST", body: form });
  if (preview.problems > 0 || preview.missing.length) throw new Error(`${kind}: ${preview.problems} problems`);
  await call(`${kind}: preview again`, `/api/v1/teacher/imports/${preview.upload_id}`);
  const done = await call(`${kind}: import`, `/api/v1/teacher/imports/${preview.upload_id}/commit`, { method: "POST" });
  if (done.added !== STUDENTS) throw new Error(`${kind}: added ${done.added}`);
}

try {
  const idle = rssMb(server.pid);
  await importFile("students", students);
  await importFile("fees", fees);
  clearInterval(sampler);
  console.log(
    `resident memory: ${idle.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the highest (budget ${BUDGET_MB} MB)`,
  );
  if (peak > BUDGET_MB) process.exitCode = 1;
} finally {
  clearInterval(sampler);
  server.kill();
}
