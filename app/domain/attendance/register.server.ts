import { db } from "~/db.server";
import { requestLanguage } from "~/i18n/request-language.server";
import type { RegisterInput } from "~/schemas/classroom";
import { type Actor, displayName, type User } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { studentsSeeingSubject } from "../access/rules.server";
import { assertOwner } from "../accounts/teachers.server";
import { addDays } from "../core/calendar-days";
import { forbidden, invalid, notFound } from "../core/errors.server";
import { formatDateTime } from "../core/format.server";
import { say } from "../core/say.server";
import { inTransaction } from "../core/transaction.server";
import { classOfBatch, meetsOn, today } from "../timetable/classes.server";
import { sayDay } from "../timetable/days-said.server";
import { ALERT_WAIT_MINUTES, absenceAlerts } from "./absence-alerts.server";
import type { AttendanceStatus } from "./statuses";

/** Registers can be taken for today and the 7 days before; older ones only once the owner unlocks them. */
export const REGISTER_WINDOW_DAYS = 7;

/** Who is on a class's register: the students who see its subject (the access rule), by roll number. */
const roll = (item: { batchId: number; subjectId: number }) =>
  db.user.findMany({
    where: studentsSeeingSubject({ id: item.subjectId, batchId: item.batchId }),
    select: { id: true, firstName: true, lastName: true, rollNo: true },
    orderBy: [{ rollNo: "asc" }, { id: "asc" }],
  });

/** How many rows a batch's register form can have at most: one per student of the batch. */
export async function registerRows(actor: Actor, batchId: number) {
  assertTeacher(actor);
  return db.user.count({ where: { batchId, role: "student" } });
}

/** The class and date of a register: the class must meet on that date, not cancelled and not in the future. */
async function registerOccasion(batchId: number, classId: number, date: string, now: Date) {
  const item = await classOfBatch(batchId, classId);
  if (!meetsOn(item, date))
    throw notFound(
      say("{{subject}} does not meet on {{date}}.", { subject: item.subjectName, date: sayDay(date) }, "classroom"),
    );
  if (date > today(now)) throw invalid("Attendance is taken on the day of the class or after it.");
  const cancelled = await db.classCancellation.findUnique({ where: { classId_date: { classId, date } } });
  if (cancelled)
    throw invalid(
      say("{{subject}} on {{date}} was cancelled.", { subject: item.subjectName, date: sayDay(date) }, "classroom"),
    );
  return item;
}

/** Whether the register may still be changed: inside the window, or unlocked by the owner. */
async function isOpen(classId: number, date: string, now: Date) {
  if (date >= addDays(today(now), -REGISTER_WINDOW_DAYS)) return true;
  return (await db.registerUnlock.count({ where: { classId, date } })) > 0;
}

/**
 * The register of one class on one date: every student on its roll, in roll-number order, with their mark
 * (Present for those not yet marked), whether it was taken, and whether it can still be changed.
 */
export async function getRegister(actor: Actor, batchId: number, classId: number, date: string, now = new Date()) {
  assertTeacher(actor);
  const item = await registerOccasion(batchId, classId, date, now);
  const [listed, marks, open, batch] = await Promise.all([
    roll(item),
    db.attendanceMark.findMany({ where: { classId, date }, select: { studentId: true, status: true } }),
    isOpen(classId, date, now),
    db.batch.findUniqueOrThrow({ where: { id: batchId }, select: { name: true } }),
  ]);
  const marked = new Map(marks.map((mark) => [mark.studentId, mark.status as AttendanceStatus]));
  return {
    batchName: batch.name,
    class: item,
    date,
    taken: marks.length > 0,
    open,
    students: listed.map((student) => ({
      id: student.id,
      name: displayName(student),
      rollNo: student.rollNo,
      status: marked.get(student.id) ?? ("present" as AttendanceStatus),
    })),
  };
}

/**
 * 'Save attendance': one row per student per class per date; saving again updates, and every change is
 * kept (who, when, old, new). Every row must be a student on the register's roll, or nothing is saved.
 */
export async function saveRegister(
  actor: Actor,
  batchId: number,
  classId: number,
  date: string,
  rows: RegisterInput,
  now = new Date(),
) {
  assertTeacher(actor);
  const item = await registerOccasion(batchId, classId, date, now);
  if (!(await isOpen(classId, date, now)))
    throw forbidden(
      say(
        "Registers older than {{days}} days are read-only unless the owner unlocks them.",
        {
          days: REGISTER_WINDOW_DAYS,
        },
        "classroom",
      ),
    );
  const onRoll = new Set((await roll(item)).map((student) => student.id));
  const fieldErrors: Record<string, string[]> = {};
  rows.forEach((row, index) => {
    if (!onRoll.has(row.student_id))
      fieldErrors[`students[${index}].student_id`] = ["This student is not on this register"];
  });
  if (Object.keys(fieldErrors).length > 0)
    throw invalid("The register names a student who is not on it; nothing was saved.", fieldErrors);
  if (rows.length === 0) throw invalid("The register has no students.");

  const { changes, told } = await inTransaction(async (tx) => {
    const existing = await tx.attendanceMark.findMany({
      where: { classId, date },
      select: { id: true, studentId: true, status: true },
    });
    const before = new Map(existing.map((mark) => [mark.studentId, mark]));
    const changed = rows.filter((row) => before.get(row.student_id)?.status !== row.status);
    for (const row of changed) {
      const old = before.get(row.student_id);
      const mark = old
        ? await tx.attendanceMark.update({ where: { id: old.id }, data: { status: row.status }, select: { id: true } })
        : await tx.attendanceMark.create({
            data: { classId, date, studentId: row.student_id, status: row.status },
            select: { id: true },
          });
      await tx.attendanceChange.create({
        data: {
          // One save is one moment: the history tells the register's first taking by it.
          changedAt: now,
          markId: mark.id,
          changedById: actor.id,
          changedByName: displayName(actor),
          oldStatus: old?.status ?? null,
          newStatus: row.status,
        },
      });
    }
    const list = changed.map((row) => ({
      studentId: row.student_id,
      old: before.get(row.student_id)?.status ?? null,
      now: row.status,
    }));
    return { changes: list, told: await absenceAlerts(tx, item, date, list, now) };
  });
  const absent = rows.filter((row) => row.status === "absent").length;
  const counts = { present: rows.length - absent, absent, minutes: ALERT_WAIT_MINUTES };
  // The teacher learns of the families' wait while a mistaken 'Absent' can still be put right.
  const message =
    told > 0
      ? say(
          "Attendance saved: {{present}} present or late, {{absent}} absent. Families of absent students hear in {{minutes}} minutes, unless you change the register first.",
          counts,
          "classroom",
        )
      : say("Attendance saved: {{present}} present or late, {{absent}} absent", counts, "classroom");
  return { changed: changes.length, message };
}

/**
 * The register's history: its first taking as one line of counts (who, when, how many present, absent and
 * late), then every later change of a mark, newest first.
 */
export async function registerHistory(actor: Actor, batchId: number, classId: number, date: string) {
  assertTeacher(actor);
  const item = await classOfBatch(batchId, classId);
  const changes = await db.attendanceChange.findMany({
    where: { mark: { classId, date } },
    orderBy: [{ changedAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      changedAt: true,
      changedByName: true,
      oldStatus: true,
      newStatus: true,
      mark: { select: { student: { select: { firstName: true, lastName: true } } } },
    },
  });
  const language = requestLanguage();
  const first = changes.at(-1);
  // The first save marks every student on the roll at one moment, from nothing.
  const isTaking = (change: (typeof changes)[number]) =>
    change.oldStatus === null && change.changedAt.getTime() === first?.changedAt.getTime();
  const taking = changes.filter(isTaking);
  const count = (status: AttendanceStatus) => taking.filter((change) => change.newStatus === status).length;
  return {
    class: item,
    date,
    taken: first
      ? {
          at: formatDateTime(first.changedAt, language),
          by: first.changedByName,
          present: count("present"),
          absent: count("absent"),
          late: count("late"),
        }
      : null,
    changes: changes
      .filter((change) => !isTaking(change))
      .map((change) => ({
        id: change.id,
        at: formatDateTime(change.changedAt, language),
        by: change.changedByName,
        student: displayName(change.mark.student),
        old: change.oldStatus,
        now: change.newStatus,
      })),
  };
}

/** The owner lets a register older than the window be changed again. */
export async function unlockRegister(actor: Actor, batchId: number, classId: number, date: string, now = new Date()) {
  const owner: User = await assertOwner(actor);
  const item = await registerOccasion(batchId, classId, date, now);
  await db.registerUnlock.upsert({
    where: { classId_date: { classId, date } },
    create: { classId, date, unlockedById: owner.id },
    update: {},
  });
  return {
    message: say(
      "The register of {{subject}} on {{date}} can be changed again",
      {
        subject: item.subjectName,
        date: sayDay(date),
      },
      "classroom",
    ),
  };
}

/** Whether the actor is the owner (who may unlock old registers). */
export async function isOwner(actor: Actor) {
  return assertOwner(actor).then(
    () => true,
    () => false,
  );
}
