import { db } from "~/db.server";
import { requestLanguage } from "~/i18n/request-language.server";
import type { Actor } from "../actor";
import { forbidden, notFound } from "../errors.server";
import { formatIsoDay } from "../format.server";
import { assertTeacher } from "../guards.server";
import { writeCsv } from "../marks/csv.server";
import { assertOwner } from "../teachers.server";
import { daysFrom } from "../timetable/days";
import { say } from "../timetable/say.server";

/** Late counts as attended; only Absent lowers the percentage (decision 136). */
const ATTENDED = `SUM(CASE WHEN m.status = 'absent' THEN 0 ELSE 1 END)`;
const PERCENT = `ROUND(100.0 * ${ATTENDED} / COUNT(*), 1)`;

const THRESHOLD_KEY = "attendance.lowThreshold";
export const DEFAULT_THRESHOLD = 75;

type SummaryRow = {
  subjectId: number | bigint | null;
  subjectName: string | null;
  classes: number | bigint;
  attended: number | bigint;
  percent: number | null;
};
type AbsenceRow = { date: string; subjectName: string; startTime: string; status: string };

const num = (value: number | bigint | null) => Number(value ?? 0);

/** A student's attendance, computed by the database: overall and per subject, and the classes missed. */
export async function attendanceOf(studentId: number) {
  const rows = await db.$queryRawUnsafe<SummaryRow[]>(
    `SELECT s.id AS subjectId, s.name AS subjectName, COUNT(*) AS classes, ${ATTENDED} AS attended, ${PERCENT} AS percent
     FROM "AttendanceMark" m JOIN "TimetableClass" c ON c.id = m.classId JOIN "Subject" s ON s.id = c.subjectId
     WHERE m.studentId = ? GROUP BY s.id, s.name
     UNION ALL
     SELECT NULL, NULL, COUNT(*), ${ATTENDED}, ${PERCENT} FROM "AttendanceMark" m WHERE m.studentId = ?`,
    studentId,
    studentId,
  );
  const absences = await db.$queryRaw<AbsenceRow[]>`
    SELECT m.date AS date, s.name AS subjectName, c.startTime AS startTime, m.status AS status
    FROM "AttendanceMark" m JOIN "TimetableClass" c ON c.id = m.classId JOIN "Subject" s ON s.id = c.subjectId
    WHERE m.studentId = ${studentId} AND m.status = 'absent' ORDER BY m.date DESC, c.startTime`;
  const overall = rows.find((row) => row.subjectId === null);
  return {
    classes: num(overall?.classes ?? 0),
    attended: num(overall?.attended ?? 0),
    percent: overall?.percent ?? null,
    subjects: rows
      .filter((row) => row.subjectId !== null)
      .map((row) => ({
        subjectId: num(row.subjectId),
        subjectName: row.subjectName ?? "",
        classes: num(row.classes),
        attended: num(row.attended),
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
  return { message: say("Low attendance is now below {{threshold}}%", { threshold }) };
}

type GridCell = { studentId: number | bigint; date: string; marks: string };
type TotalRow = {
  studentId: number | bigint;
  classes: number | bigint;
  absent: number | bigint;
  late: number | bigint;
  percent: number | null;
};

const LETTER: Record<string, string> = { present: "P", absent: "A", late: "L" };

/**
 * A batch's month as a grid, students × dates of the month on which a register was taken, each cell the
 * day's marks in class order ("P", "A", "L", or "PA" for two classes); totals per student and per date.
 * Cells and totals come from two grouped queries, so the cost grows with the marks, not with queries.
 */
export async function monthGrid(actor: Actor, batchId: number, month: string) {
  assertTeacher(actor);
  const batch = await db.batch.findUnique({ where: { id: batchId }, select: { id: true, name: true } });
  if (!batch) throw notFound("That batch does not exist.");
  const first = `${month}-01`;
  const last = `${month}-31`;
  const [students, cells, totals] = await Promise.all([
    db.user.findMany({
      where: { batchId, role: "student" },
      select: { id: true, firstName: true, lastName: true, rollNo: true },
      orderBy: [{ rollNo: "asc" }, { id: "asc" }],
    }),
    db.$queryRaw<GridCell[]>`
      SELECT m.studentId AS studentId, m.date AS date, GROUP_CONCAT(m.status, ',') AS marks
      FROM (SELECT m.studentId, m.date, m.status FROM "AttendanceMark" m JOIN "TimetableClass" c ON c.id = m.classId
            WHERE c.batchId = ${batchId} AND m.date BETWEEN ${first} AND ${last} ORDER BY m.date, c.startTime) m
      GROUP BY m.studentId, m.date`,
    db.$queryRawUnsafe<TotalRow[]>(
      `SELECT m.studentId AS studentId, COUNT(*) AS classes,
              SUM(CASE WHEN m.status = 'absent' THEN 1 ELSE 0 END) AS absent,
              SUM(CASE WHEN m.status = 'late' THEN 1 ELSE 0 END) AS late, ${PERCENT} AS percent
       FROM "AttendanceMark" m JOIN "TimetableClass" c ON c.id = m.classId
       WHERE c.batchId = ? AND m.date BETWEEN ? AND ? GROUP BY m.studentId`,
      batchId,
      first,
      last,
    ),
  ]);
  const dates = [...new Set(cells.map((cell) => cell.date))].sort();
  const byStudent = new Map<number, Map<string, string>>();
  for (const cell of cells) {
    const id = Number(cell.studentId);
    if (!byStudent.has(id)) byStudent.set(id, new Map());
    byStudent.get(id)?.set(
      cell.date,
      cell.marks
        .split(",")
        .map((mark) => LETTER[mark] ?? "?")
        .join(""),
    );
  }
  const totalOf = new Map(totals.map((row) => [Number(row.studentId), row]));
  const rows = students.map((student) => {
    const total = totalOf.get(student.id);
    const days = byStudent.get(student.id);
    return {
      id: student.id,
      rollNo: student.rollNo,
      name: `${student.firstName} ${student.lastName}`.trim(),
      cells: dates.map((date) => days?.get(date) ?? ""),
      classes: num(total?.classes ?? 0),
      absent: num(total?.absent ?? 0),
      late: num(total?.late ?? 0),
      percent: total?.percent ?? null,
    };
  });
  const presentOn = dates.map(
    (_, index) => rows.filter((row) => row.cells[index] && !row.cells[index].includes("A")).length,
  );
  return { batch, month, days: daysFrom(first, `${month}-${lastDayOfMonth(month)}`), dates, rows, presentOn };
}

const lastDayOfMonth = (month: string) => {
  const [year, m] = month.split("-").map(Number);
  return String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, "0");
};

type LowRow = {
  studentId: number | bigint;
  firstName: string;
  lastName: string;
  rollNo: number | bigint | null;
  classes: number | bigint;
  percent: number;
};

/** 'Low attendance': the batch's students whose percentage is under the threshold, lowest first. */
export async function lowAttendance(actor: Actor, batchId: number) {
  assertTeacher(actor);
  const threshold = await lowThreshold();
  const rows = await db.$queryRawUnsafe<LowRow[]>(
    `SELECT u.id AS studentId, u.firstName AS firstName, u.lastName AS lastName, u.rollNo AS rollNo,
            COUNT(*) AS classes, ${PERCENT} AS percent
     FROM "AttendanceMark" m JOIN "User" u ON u.id = m.studentId
     WHERE u.batchId = ? AND u.role = 'student' GROUP BY u.id HAVING ${PERCENT} < ? ORDER BY percent, u.rollNo`,
    batchId,
    threshold,
  );
  return {
    threshold,
    students: rows.map((row) => ({
      id: num(row.studentId),
      name: `${row.firstName} ${row.lastName}`.trim(),
      rollNo: row.rollNo === null ? null : num(row.rollNo),
      classes: num(row.classes),
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
