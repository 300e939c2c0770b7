import { db } from "~/db.server";
import { Prisma } from "~/generated/prisma/client";
import { requestLanguage } from "~/i18n/request-language.server";
import { daysInMonth } from "~/schemas/dates";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { assertOwner } from "../accounts/teachers.server";
import { forbidden, notFound } from "../core/errors.server";
import { formatIsoDay } from "../core/format.server";
import { say } from "../core/say.server";
import { asNumber } from "../core/sql-numbers.server";
import { writeCsv } from "../marks/csv.server";
import { daysFrom } from "../timetable/weekday-numbers";

/** Late counts as attended; only Absent lowers the percentage (decision 136). */
const ATTENDED = Prisma.sql`SUM(CASE WHEN m."status" = 'absent' THEN 0 ELSE 1 END)`;
const PERCENT = asNumber(Prisma.sql`ROUND(100.0 * ${ATTENDED} / NULLIF(COUNT(*), 0), 1)`);

const THRESHOLD_KEY = "attendance.lowThreshold";
export const DEFAULT_THRESHOLD = 75;

type SummaryRow = {
  subjectId: number | null;
  subjectName: string | null;
  classes: number;
  attended: number;
  percent: number | null;
};
type AbsenceRow = { date: string; subjectName: string; startTime: string; status: string };

/** A student's attendance, computed by the database: overall and per subject, and the classes missed. */
export async function attendanceOf(studentId: number) {
  const classes = asNumber(Prisma.sql`COUNT(*)`);
  const rows = await db.$queryRaw<SummaryRow[]>`
    SELECT s."id" AS "subjectId", s."name" AS "subjectName", ${classes} AS "classes",
           ${asNumber(ATTENDED)} AS "attended", ${PERCENT} AS "percent"
    FROM "AttendanceMark" m JOIN "TimetableClass" c ON c."id" = m."classId" JOIN "Subject" s ON s."id" = c."subjectId"
    WHERE m."studentId" = ${studentId} GROUP BY s."id", s."name"
    UNION ALL
    SELECT NULL, NULL, ${classes}, ${asNumber(ATTENDED)}, ${PERCENT} FROM "AttendanceMark" m WHERE m."studentId" = ${studentId}`;
  const absences = await db.$queryRaw<AbsenceRow[]>`
    SELECT m."date" AS "date", s."name" AS "subjectName", c."startTime" AS "startTime", m."status" AS "status"
    FROM "AttendanceMark" m JOIN "TimetableClass" c ON c."id" = m."classId" JOIN "Subject" s ON s."id" = c."subjectId"
    WHERE m."studentId" = ${studentId} AND m."status" = 'absent' ORDER BY m."date" DESC, c."startTime"`;
  const overall = rows.find((row) => row.subjectId === null);
  return {
    classes: overall?.classes ?? 0,
    attended: overall?.attended ?? 0,
    percent: overall?.percent ?? null,
    subjects: rows
      .filter((row) => row.subjectId !== null)
      .map((row) => ({
        subjectId: row.subjectId ?? 0,
        subjectName: row.subjectName ?? "",
        classes: row.classes,
        attended: row.attended,
        percent: row.percent,
      })),
    // Each date also as the reader reads it (the request's language), for screens; the API gives the date.
    absences: absences.map((row) => ({
      date: row.date,
      day: formatIsoDay(row.date, requestLanguage()),
      subjectName: row.subjectName,
      time: row.startTime,
    })),
    daysAbsent: new Set(absences.map((row) => row.date)).size,
  };
}
export type AttendanceSummary = Awaited<ReturnType<typeof attendanceOf>>;

/** A student's attendance for the teacher, or for the student themself. */
export async function studentAttendance(actor: Actor, studentId: number) {
  if (!actor) throw forbidden("Please sign in to continue.");
  if (actor.role !== "teacher" && actor.id !== studentId) throw forbidden("You can see only your own attendance.");
  const student = await db.user.findFirst({ where: { id: studentId, role: "student" }, select: { id: true } });
  if (!student) throw notFound("That student does not exist.");
  return attendanceOf(studentId);
}

/** The percentage under which a student is listed under 'Low attendance'. */
export async function lowThreshold() {
  const row = await db.setting.findUnique({ where: { key: THRESHOLD_KEY } });
  return row ? Number(row.value) : DEFAULT_THRESHOLD;
}

export async function setLowThreshold(actor: Actor, threshold: number) {
  await assertOwner(actor);
  await db.setting.upsert({
    where: { key: THRESHOLD_KEY },
    create: { key: THRESHOLD_KEY, value: String(threshold) },
    update: { value: String(threshold) },
  });
  return { message: say("Low attendance is now below {{threshold}}%", { threshold }, "classroom") };
}

type GridRow = {
  studentId: number;
  firstName: string;
  lastName: string;
  rollNo: number | null;
  marks: string | null;
  classes: number;
  absent: number;
  late: number;
  percent: number | null;
};

/**
 * A batch's month as a grid, students × dates of the month on which a register was taken, each cell the
 * day's marks in class order ("P", "A", "L", or "PA" for two classes); totals per student and per date.
 * One grouped query gives a row per student, in roll-number order: their name, their marks folded into one
 * list ("2026-11-02P,2026-11-02A,…", by date and class time) and the totals beside it. So what crosses from
 * SQLite to JavaScript grows with the students, not with the cells (a row per cell, and the students in a
 * query of their own, made 200 students cost 2.2-2.8x 50). The students are read in id order (`+u.batchId`
 * keeps SQLite off the roll-number index) and their marks through the (studentId, date) index, so the
 * grouping streams without a sort.
 */
export async function monthGrid(actor: Actor, batchId: number, month: string) {
  assertTeacher(actor);
  const batch = await db.batch.findUnique({ where: { id: batchId }, select: { id: true, name: true } });
  if (!batch) throw notFound("That batch does not exist.");
  const [year, monthNumber] = month.split("-").map(Number);
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(year, monthNumber)).padStart(2, "0")}`;
  // A mark of a class of another batch (before a move) joins no class here and counts nowhere.
  const counted = (condition: Prisma.Sql) =>
    Prisma.sql`SUM(CASE WHEN c."id" IS NOT NULL AND ${condition} THEN 1 ELSE 0 END)`;
  const grid = await db.$queryRaw<GridRow[]>`
    SELECT u."id" AS "studentId", u."firstName" AS "firstName", u."lastName" AS "lastName", u."rollNo" AS "rollNo",
           string_agg(CASE WHEN c."id" IS NOT NULL THEN m."date" || CASE m."status" WHEN 'present' THEN 'P'
                           WHEN 'absent' THEN 'A' WHEN 'late' THEN 'L' ELSE '?' END END,
                      ',' ORDER BY m."date", c."startTime") AS "marks",
           ${asNumber(Prisma.sql`COUNT(c."id")`)} AS "classes",
           ${asNumber(counted(Prisma.sql`m."status" = 'absent'`))} AS "absent",
           ${asNumber(counted(Prisma.sql`m."status" = 'late'`))} AS "late",
           ${asNumber(Prisma.sql`ROUND(100.0 * ${counted(Prisma.sql`m."status" <> 'absent'`)} / NULLIF(COUNT(c."id"), 0), 1)`)} AS "percent"
    FROM "User" u
    LEFT JOIN "AttendanceMark" m ON m."studentId" = u."id" AND m."date" BETWEEN ${first} AND ${last}
    LEFT JOIN "TimetableClass" c ON c."id" = m."classId" AND c."batchId" = u."batchId"
    WHERE +u."batchId" = ${batchId} AND u."role" = 'student'
    GROUP BY u."id"
    ORDER BY u."rollNo" NULLS FIRST, u."id"`;
  const cellsOf = new Map<number, Map<string, string>>();
  const dateSet = new Set<string>();
  for (const row of grid) {
    const cells = new Map<string, string>();
    for (const mark of row.marks?.split(",") ?? []) {
      const date = mark.slice(0, 10);
      cells.set(date, (cells.get(date) ?? "") + mark.slice(10));
      dateSet.add(date);
    }
    cellsOf.set(row.studentId, cells);
  }
  const dates = [...dateSet].sort();
  const rows = grid.map((row) => {
    const cells = cellsOf.get(row.studentId);
    return {
      id: row.studentId,
      rollNo: row.rollNo,
      name: `${row.firstName} ${row.lastName}`.trim(),
      cells: dates.map((date) => cells?.get(date) ?? ""),
      classes: row.classes,
      absent: row.absent,
      late: row.late,
      percent: row.percent,
    };
  });
  const presentOn = dates.map(
    (_, index) => rows.filter((row) => row.cells[index] && !row.cells[index].includes("A")).length,
  );
  return { batch, month, days: daysFrom(first, last), dates, rows, presentOn };
}

type LowRow = {
  studentId: number;
  firstName: string;
  lastName: string;
  rollNo: number | null;
  classes: number;
  percent: number;
};

/** 'Low attendance': the batch's students whose percentage is under the threshold, lowest first. */
export async function lowAttendance(actor: Actor, batchId: number) {
  assertTeacher(actor);
  const threshold = await lowThreshold();
  const rows = await db.$queryRaw<LowRow[]>`
    SELECT u."id" AS "studentId", u."firstName" AS "firstName", u."lastName" AS "lastName", u."rollNo" AS "rollNo",
           ${asNumber(Prisma.sql`COUNT(*)`)} AS "classes", ${PERCENT} AS "percent"
    FROM "AttendanceMark" m JOIN "User" u ON u."id" = m."studentId"
    WHERE u."batchId" = ${batchId} AND u."role" = 'student'
    GROUP BY u."id" HAVING ${PERCENT} < ${threshold}
    ORDER BY "percent", u."rollNo" NULLS FIRST`;
  return {
    threshold,
    students: rows.map((row) => ({
      id: row.studentId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      rollNo: row.rollNo,
      classes: row.classes,
      percent: row.percent,
    })),
  };
}

/** The month's grid as CSV ('Download CSV'): roll number, name, a column per date, then the totals. */
export async function monthGridCsv(actor: Actor, batchId: number, month: string) {
  const grid = await monthGrid(actor, batchId, month);
  const csv = await writeCsv(
    ["roll_no", "name", ...grid.dates, "classes", "absent", "late", "percent"],
    grid.rows.map((row) => [
      row.rollNo ?? "",
      row.name,
      ...row.cells,
      row.classes,
      row.absent,
      row.late,
      row.percent ?? "",
    ]),
  );
  return { filename: `attendance-${month}.csv`, csv };
}
