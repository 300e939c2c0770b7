import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { GuardianInput, MyDetails } from "~/schemas/families";
import { type Actor, displayName } from "../access/actor";
import { assertStudent } from "../access/guards.server";
import { conflict, notFound } from "../core/errors.server";
import { type PendingChange, pendingChangesOf, proposeGuardianChange, WAITING } from "./guardian-changes.server";
import { assertFamilyOf, guardianData, MAX_GUARDIANS, NO_GUARDIAN, TOO_MANY_GUARDIANS } from "./guardian-rules.server";

export { MAX_GUARDIANS };

const guardianSelect = {
  id: true,
  name: true,
  relation: true,
  mobile: true,
  email: true,
  language: true,
  channel: true,
  stops: { select: { kind: true }, orderBy: { kind: "asc" } },
  parentLinks: {
    where: { revokedAt: null },
    select: { createdAt: true, lastOpenedAt: true },
    take: 1,
  },
} as const;

type GuardianRow = {
  id: number;
  name: string;
  relation: string;
  mobile: string;
  email: string | null;
  language: string;
  channel: string;
  stops: { kind: string }[];
  parentLinks: { createdAt: Date; lastOpenedAt: Date | null }[];
};

/**
 * A guardian as screens and the API show them: the confirmed contact, how messages reach them and the kinds they
 * stopped on their page, the student's change waiting for a teacher (`pending_change`, or null), and the live
 * parent link's dates, never its token.
 */
const guardianRow = (guardian: GuardianRow, pendingChange: PendingChange | null = null) => ({
  id: guardian.id,
  name: guardian.name,
  relation: guardian.relation,
  mobile: guardian.mobile,
  email: guardian.email ?? "",
  language: guardian.language,
  channel: guardian.channel,
  stopped_kinds: guardian.stops.map((stop) => stop.kind),
  pending_change: pendingChange,
  parent_link: guardian.parentLinks[0]
    ? {
        created_at: guardian.parentLinks[0].createdAt.toISOString(),
        last_opened_at: guardian.parentLinks[0].lastOpenedAt?.toISOString() ?? null,
      }
    : null,
});
export type Guardian = ReturnType<typeof guardianRow>;

export async function listGuardians(actor: Actor, studentId: number) {
  await assertFamilyOf(actor, studentId);
  const guardians = await db.guardian.findMany({
    where: { studentId },
    orderBy: { id: "asc" },
    select: guardianSelect,
  });
  const pending = await pendingChangesOf(studentId);
  return {
    guardians: guardians.map((guardian) => guardianRow(guardian, pending.byGuardian.get(guardian.id))),
    /** New guardians a student proposed, waiting for a teacher. */
    pending_guardians: pending.newGuardians,
    message: guardians.length ? "Guardians" : "No guardians yet",
  };
}

export async function getGuardian(actor: Actor, studentId: number, guardianId: number) {
  await assertFamilyOf(actor, studentId);
  const guardian = await db.guardian.findFirst({ where: { id: guardianId, studentId }, select: guardianSelect });
  if (!guardian) throw notFound(NO_GUARDIAN);
  return { guardian: guardianRow(guardian, (await pendingChangesOf(studentId)).byGuardian.get(guardianId)) };
}

/** A teacher adds a guardian at once; a student's new guardian waits for a teacher (`guardian` null meanwhile). */
export async function addGuardian(actor: Actor, studentId: number, input: GuardianInput) {
  await assertFamilyOf(actor, studentId);
  if (actor?.role === "student") {
    return { guardian: null, pending_change: await proposeGuardianChange(studentId, null, input), message: WAITING };
  }
  const guardian = await inTransaction(async (tx) => {
    if ((await tx.guardian.count({ where: { studentId } })) >= MAX_GUARDIANS) {
      throw conflict(TOO_MANY_GUARDIANS);
    }
    return tx.guardian.create({
      data: { studentId, ...guardianData(input), channel: input.channel },
      select: guardianSelect,
    });
  });
  return { guardian: guardianRow(guardian), pending_change: null, message: "Guardian added" };
}

/** A teacher's edit applies at once; a student's waits for a teacher, and messages keep the confirmed contact. */
export async function editGuardian(actor: Actor, studentId: number, guardianId: number, input: GuardianInput) {
  await assertFamilyOf(actor, studentId);
  if (actor?.role === "student") {
    await proposeGuardianChange(studentId, guardianId, input);
    return { ...(await getGuardian(actor, studentId, guardianId)), message: WAITING };
  }
  const { count } = await db.guardian.updateMany({
    where: { id: guardianId, studentId },
    data: { ...guardianData(input), channel: input.channel },
  });
  if (count === 0) throw notFound(NO_GUARDIAN);
  return { ...(await getGuardian(actor, studentId, guardianId)), message: "Guardian saved" };
}

/** Removing a guardian ends their parent link with them. */
export async function removeGuardian(actor: Actor, studentId: number, guardianId: number) {
  await assertFamilyOf(actor, studentId);
  const { count } = await db.guardian.deleteMany({ where: { id: guardianId, studentId } });
  if (count === 0) throw notFound(NO_GUARDIAN);
  return { message: "Guardian removed" };
}

/** 'My details': the student's own name, e-mail (read only) and mobile number, and their guardians. */
export async function myDetails(actor: Actor) {
  assertStudent(actor);
  const me = await db.user.findUniqueOrThrow({
    where: { id: actor.id },
    select: { firstName: true, lastName: true, email: true, mobile: true },
  });
  return {
    details: { first_name: me.firstName, last_name: me.lastName, email: me.email, mobile: me.mobile ?? "" },
    ...(await listGuardians(actor, actor.id)),
  };
}

export async function editMyDetails(actor: Actor, input: MyDetails) {
  assertStudent(actor);
  await db.user.update({
    where: { id: actor.id },
    data: { firstName: input.first_name, lastName: input.last_name, mobile: input.mobile ?? null },
  });
  return { message: "Your details are saved" };
}

/** The guardian and student a parent link or message is about (teacher-only callers check the actor). */
export async function guardianWithStudent(guardianId: number) {
  const guardian = await db.guardian.findUnique({
    where: { id: guardianId },
    select: {
      id: true,
      name: true,
      mobile: true,
      email: true,
      language: true,
      studentId: true,
      student: { select: { firstName: true, lastName: true } },
    },
  });
  if (!guardian) throw notFound(NO_GUARDIAN);
  return { ...guardian, studentName: displayName(guardian.student) };
}
