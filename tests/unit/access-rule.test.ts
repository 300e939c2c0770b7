import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { listWaitingForAccess } from "~/domain/access/registrations.server";
import {
  permitWaitingStudents,
  resultsKeptBy,
  seenBy,
  seesSubject,
  studentsOnSheetsOf,
  studentsSeeingBatch,
  studentsSeeingSubject,
  studentsSeeingTheirBatch,
  subjectResultsSeenBy,
  testsSeenBy,
} from "~/domain/access/rules.server";
import { subjectReportCard, wholeReportCard } from "~/domain/marks/report-card.server";
import { getTestResult } from "~/domain/marks/statistics.server";
import { listStudentTests } from "~/domain/marks/student-tests.server";

// The one rule of who sees a batch's things, read both ways: from the student (plain values) and from the
// batch or subject (a `where` on students), so that every screen asking it gets the same answer.

async function batchOf(name: string, subjects: string[]) {
  return db.batch.create({
    data: { name, subjects: { create: subjects.map((subject) => ({ name: subject })) } },
    include: { subjects: { orderBy: { id: "asc" } } },
  });
}

async function studentOf(batchId: number, name: string, access: { subjectId: number; permitted: boolean }[]) {
  const user = await db.user.create({
    data: {
      email: `${name}-${Date.now()}@rule.test`,
      firstName: name,
      lastName: "R",
      role: "student",
      batchId,
      access: { create: access },
    },
  });
  return { id: user.id, batchId };
}

const ids = async (where: object) =>
  (await db.user.findMany({ where, select: { id: true }, orderBy: { id: "asc" } })).map((user) => user.id);

// Many queries one after another, each a round trip on PostgreSQL: a generous limit on a busy machine.
describe("who sees a batch's things", { timeout: 30_000 }, () => {
  it("is permitted in the subject for its things, in any subject for the batch's, and active", async () => {
    const batch = await batchOf("Rule batch", ["Physics", "Chemistry"]);
    const other = await batchOf("Rule other batch", ["Botany"]);
    const [physics, chemistry] = batch.subjects.map((subject) => subject.id);
    const botany = other.subjects[0].id;

    const waiting = await studentOf(batch.id, "waiting", [
      { subjectId: physics, permitted: false },
      { subjectId: chemistry, permitted: false },
    ]);
    const partly = await studentOf(batch.id, "partly", [
      { subjectId: physics, permitted: true },
      { subjectId: chemistry, permitted: false },
    ]);
    const gone = await studentOf(batch.id, "gone", [{ subjectId: physics, permitted: true }]);
    await db.user.update({ where: { id: gone.id }, data: { deactivatedAt: new Date() } });
    // A permission left on another batch's subject opens nothing there.
    const stray = await studentOf(batch.id, "stray", [{ subjectId: botany, permitted: true }]);

    expect(await seenBy(waiting)).toEqual({ subjectIds: [], batch: false });
    expect(await seenBy(partly)).toEqual({ subjectIds: [physics], batch: true });
    expect(await seenBy(gone)).toEqual({ subjectIds: [], batch: false });
    expect(await seenBy(stray)).toEqual({ subjectIds: [], batch: false });
    expect(await seesSubject(partly, physics)).toBe(true);
    expect(await seesSubject(partly, chemistry)).toBe(false);
    expect(await seesSubject(stray, botany)).toBe(false);

    expect(await ids(studentsSeeingSubject({ id: physics, batchId: batch.id }))).toEqual([partly.id]);
    expect(await ids(studentsSeeingSubject({ id: chemistry, batchId: batch.id }))).toEqual([]);
    expect(await ids(studentsSeeingBatch(batch.id))).toEqual([partly.id]);
    expect(await ids(studentsSeeingBatch(other.id))).toEqual([]);
    const everywhere = await ids(await studentsSeeingTheirBatch());
    expect(everywhere).toContain(partly.id);
    expect(everywhere).not.toContain(waiting.id);
    expect(everywhere).not.toContain(gone.id);
    expect(everywhere).not.toContain(stray.id);

    // The teacher permits the waiting student in one subject: they see it, and so the batch.
    await db.subjectAccess.update({
      where: { studentId_subjectId: { studentId: waiting.id, subjectId: chemistry } },
      data: { permitted: true },
    });
    expect(await seenBy(waiting)).toEqual({ subjectIds: [chemistry], batch: true });
    expect(await ids(studentsSeeingBatch(batch.id))).toEqual([waiting.id, partly.id]);
  });
});

const testOf = async (batchId: number, subjectId: number, name: string, published = true) =>
  db.test.create({
    data: { name, date: "2026-11-20", maxMarks: 20, batchId, subjectId, publishedAt: published ? new Date() : null },
  });

const testIds = async (where: object) =>
  (await db.test.findMany({ where, select: { id: true }, orderBy: { id: "asc" } })).map((test) => test.id);

describe("who reads a test's results", () => {
  it("sees the subject for all its tests, keeps the published results they have, and registering shows nothing", async () => {
    const batch = await batchOf("Results rule batch", ["Physics", "Chemistry"]);
    const [physics, chemistry] = batch.subjects.map((subject) => subject.id);
    const motion = await testOf(batch.id, physics, "Motion");
    const draft = await testOf(batch.id, physics, "Draft", false);
    const atoms = await testOf(batch.id, chemistry, "Atoms");
    await testOf(batch.id, chemistry, "Bonds");

    const permitted = await studentOf(batch.id, "reader", [{ subjectId: physics, permitted: true }]);
    // Registered and waiting: anyone can register, so nothing of the class shows yet.
    const waiting = await studentOf(batch.id, "waiting", [{ subjectId: chemistry, permitted: false }]);
    // Access taken back after sitting Atoms: that result stays theirs, the rest of Chemistry does not.
    const withdrawn = await studentOf(batch.id, "withdrawn", [{ subjectId: chemistry, permitted: false }]);
    await db.result.create({ data: { testId: atoms.id, studentId: withdrawn.id, marks: 12, attempted: true } });
    // A result of a draft is not kept: the teacher has not shown it yet.
    await db.result.create({ data: { testId: draft.id, studentId: withdrawn.id, marks: 3, attempted: true } });

    expect(await testIds(testsSeenBy(permitted))).toEqual([motion.id, draft.id]);
    expect(await testIds(testsSeenBy(waiting))).toEqual([]);
    expect(await testIds(testsSeenBy(withdrawn))).toEqual([atoms.id]);
    expect(await testIds(resultsKeptBy(withdrawn.id))).toEqual([atoms.id]);

    const subjectIds = async (student: { id: number; batchId: number }) =>
      (await db.subject.findMany({ where: subjectResultsSeenBy(student), select: { id: true } })).map((s) => s.id);
    expect(await subjectIds(permitted)).toEqual([physics]);
    expect(await subjectIds(waiting)).toEqual([]);
    expect(await subjectIds(withdrawn)).toEqual([chemistry]);
  });

  it("lists every registered student on the subject's sheets, waiting or permitted, and no one else", async () => {
    const batch = await batchOf("Sheets rule batch", ["Physics"]);
    const physics = batch.subjects[0].id;
    const permitted = await studentOf(batch.id, "sheet-permitted", [{ subjectId: physics, permitted: true }]);
    const waiting = await studentOf(batch.id, "sheet-waiting", [{ subjectId: physics, permitted: false }]);
    await studentOf(batch.id, "sheet-none", []);
    expect(await ids(studentsOnSheetsOf(physics))).toEqual([permitted.id, waiting.id]);
  });
});

describe("the marks screens follow the rule", () => {
  it("shows a waiting student no test, result or report card of the subject, and the teacher's permission opens them", async () => {
    const batch = await batchOf("Results screens batch", ["Physics"]);
    const physics = batch.subjects[0].id;
    const motion = await testOf(batch.id, physics, "Motion");
    const classmate = await studentOf(batch.id, "classmate", [{ subjectId: physics, permitted: true }]);
    await db.result.create({ data: { testId: motion.id, studentId: classmate.id, marks: 18, attempted: true } });
    const user = await studentOf(batch.id, "stranger", [{ subjectId: physics, permitted: false }]);
    const stranger: User = { ...user, email: "s@rule.test", firstName: "S", lastName: "R", role: "student" };

    expect((await listStudentTests(stranger, batch.id)).tests).toEqual([]);
    await expect(getTestResult(stranger, motion.id)).rejects.toMatchObject({ kind: "forbidden" });
    await expect(subjectReportCard(stranger, physics)).rejects.toMatchObject({ kind: "forbidden" });
    expect((await wholeReportCard(stranger)).subjects).toEqual([]);

    await db.subjectAccess.update({
      where: { studentId_subjectId: { studentId: stranger.id, subjectId: physics } },
      data: { permitted: true },
    });
    expect((await listStudentTests(stranger, batch.id)).tests.map((test) => test.name)).toEqual(["Motion"]);
    expect((await getTestResult(stranger, motion.id)).testName).toBe("Motion");
    expect((await subjectReportCard(stranger, physics)).tests.map((test) => test.name)).toEqual(["Motion"]);
    expect((await wholeReportCard(stranger)).subjects.map((subject) => subject.name)).toEqual(["Physics"]);
  });
});

describe("the teacher's 'Waiting for access' list", () => {
  it("names the subjects with students waiting, and 'Permit all' empties one of them once", async () => {
    const teacher: User = {
      id: 0,
      email: "t@rule.test",
      firstName: "T",
      lastName: "R",
      role: "teacher",
      batchId: null,
    };
    const batch = await batchOf("Waiting list batch", ["Geology"]);
    const geology = batch.subjects[0].id;
    const waiting = await studentOf(batch.id, "Waits", [{ subjectId: geology, permitted: false }]);
    const listed = async () => (await listWaitingForAccess(teacher)).subjects.find((subject) => subject.id === geology);

    expect(await listed()).toMatchObject({ name: "Geology", students: [{ id: waiting.id }], more: 0 });
    expect((await permitWaitingStudents(teacher, geology)).message).toBe("1 student permitted");
    expect(await listed()).toBeUndefined();
    expect((await permitWaitingStudents(teacher, geology)).message).toBe("Every student was already permitted");
    expect(await seesSubject(waiting, geology)).toBe(true);
  });
});

describe("one module asks who sees what", () => {
  it("leaves the student–subject registrations (SubjectAccess, the `access` relation) to app/domain/access/", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const sourcesUnder = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const file = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return sourcesUnder(file);
        return /\.(tsx?|mjs)$/.test(entry.name) ? [file] : [];
      });
    // The table itself, or the relation to it from a student or a subject in a query (`access: {…}`,
    // `access: true`, `row.access`): a screen that asks the table directly would forget a part of the rule.
    const asksTheTable = /subjectAccess|\baccess:\s*(\{|true)|\.access\b/i;
    // Route modules cannot reach the database at all (the layers test), so the domain and the server remain.
    const offenders = [...sourcesUnder("app/domain"), ...sourcesUnder("server")]
      .filter((file) => !file.startsWith("app/domain/access/"))
      .filter((file) => asksTheTable.test(readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
    // The check reads the modules it should: the rule's own module matches it.
    expect(asksTheTable.test(readFileSync(path.join(root, "app/domain/access/rules.server.ts"), "utf8"))).toBe(true);
  });
});
