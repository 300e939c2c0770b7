import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { Prisma } from "~/generated/prisma/client";
import type { GuardianDecision, GuardianInput } from "~/schemas/families";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, notFound } from "../core/errors.server";
import { readPage } from "../core/paging.server";
import { guardianData, MAX_GUARDIANS, NO_GUARDIAN, TOO_MANY_GUARDIANS } from "./guardian-rules.server";

/**
 * A guardian's contact changes only with the institute's say: what a student sends about a guardian (a new one,
 * or a new name, mobile number or e-mail) waits as a GuardianChange until a teacher confirms or rejects it, and
 * messages go to the confirmed contact meanwhile. Without this a student could quietly put their own number in
 * place of their parent's and receive the absence alerts, results and fee reminders meant for home.
 */

export const WAITING = "Waiting for your teacher to confirm";
const NO_CHANGE = "That change is no longer waiting: it was confirmed or rejected already.";

const changeSelect = {
  id: true,
  guardianId: true,
  name: true,
  relation: true,
  mobile: true,
  email: true,
  language: true,
  proposedAt: true,
} as const;
type ChangeRow = Prisma.GuardianChangeGetPayload<{ select: typeof changeSelect }>;

/** A waiting change as screens and the API show it. */
export const pendingChangeRow = (change: ChangeRow) => ({
  id: change.id,
  guardian_id: change.guardianId,
  name: change.name,
  relation: change.relation,
  mobile: change.mobile,
  email: change.email ?? "",
  language: change.language,
  proposed_at: change.proposedAt.toISOString(),
});
export type PendingChange = ReturnType<typeof pendingChangeRow>;

/** A student's waiting changes: to a guardian they have (by guardian id), and new guardians. */
export async function pendingChangesOf(studentId: number) {
  const changes = await db.guardianChange.findMany({
    where: { studentId },
    orderBy: { id: "asc" },
    select: changeSelect,
  });
  return {
    byGuardian: new Map(
      changes.flatMap((change) => (change.guardianId ? [[change.guardianId, pendingChangeRow(change)]] : [])),
    ),
    newGuardians: changes.filter((change) => change.guardianId === null).map(pendingChangeRow),
  };
}

/**
 * The student's proposal: about `guardianId`, or a new guardian when null. A newer proposal about the same guardian
 * replaces the waiting one; new guardians count towards the limit while they wait. The caller checked the family.
 */
export async function proposeGuardianChange(studentId: number, guardianId: number | null, input: GuardianInput) {
  const data = guardianData(input);
  const change = await inTransaction(async (tx) => {
    if (guardianId === null) {
      const [guardians, waiting] = await Promise.all([
        tx.guardian.count({ where: { studentId } }),
        tx.guardianChange.count({ where: { studentId, guardianId: null } }),
      ]);
      if (guardians + waiting >= MAX_GUARDIANS) throw conflict(TOO_MANY_GUARDIANS);
      return tx.guardianChange.create({ data: { studentId, ...data }, select: changeSelect });
    }
    if (!(await tx.guardian.findFirst({ where: { id: guardianId, studentId }, select: { id: true } })))
      throw notFound(NO_GUARDIAN);
    return tx.guardianChange.upsert({
      where: { guardianId },
      create: { studentId, guardianId, ...data },
      update: { ...data, proposedAt: new Date() },
      select: changeSelect,
    });
  });
  return pendingChangeRow(change);
}

/**
 * A teacher's 'Confirm' (the guardian takes the proposed name and contact, or the new guardian is added) or
 * 'Reject' (the proposal is dropped). Either way it stops waiting; deciding twice finds nothing.
 */
export async function decideGuardianChange(
  actor: Actor,
  studentId: number,
  changeId: number,
  { decision }: GuardianDecision,
) {
  assertTeacher(actor);
  return inTransaction(async (tx) => {
    const change = await tx.guardianChange.findFirst({ where: { id: changeId, studentId }, select: changeSelect });
    if (!change) throw notFound(NO_CHANGE);
    await tx.guardianChange.delete({ where: { id: change.id } });
    if (decision === "reject") return { message: "Guardian change rejected" };
    const { name, relation, mobile, email, language } = change;
    const data = { name, relation, mobile, email, language };
    if (change.guardianId) {
      await tx.guardian.update({ where: { id: change.guardianId }, data });
    } else {
      if ((await tx.guardian.count({ where: { studentId } })) >= MAX_GUARDIANS) throw conflict(TOO_MANY_GUARDIANS);
      await tx.guardian.create({ data: { studentId, ...data } });
    }
    return { message: "Guardian change confirmed" };
  });
}

const SHOWN_ON_HOME = 20;

/** The changes waiting for a teacher, oldest first, for the teacher's home: whose, and what was proposed. */
export async function waitingGuardianChanges(actor: Actor) {
  assertTeacher(actor);
  const { rows: changes, total } = await readPage(
    1,
    SHOWN_ON_HOME,
    (window) =>
      db.guardianChange.findMany({
        orderBy: { id: "asc" },
        ...window,
        select: {
          ...changeSelect,
          student: { select: { id: true, firstName: true, lastName: true } },
          guardian: { select: { name: true, mobile: true } },
        },
      }),
    () => db.guardianChange.count(),
  );
  return {
    total,
    changes: changes.map((change) => ({
      ...pendingChangeRow(change),
      student: { id: change.student.id, name: displayName(change.student) },
      current: change.guardian,
    })),
  };
}
