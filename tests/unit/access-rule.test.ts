import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import {
  seenBy,
  seesSubject,
  studentsSeeingBatch,
  studentsSeeingSubject,
  studentsSeeingTheirBatch,
} from "~/domain/access/rules.server";

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

describe("who sees a batch's things", () => {
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
