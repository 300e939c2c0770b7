import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import { requestTranslator } from "~/i18n/request-language.server";
import type { AcceptInvite, InviteTeacher, TeacherCodeChange } from "~/schemas/teachers";
import { type Actor, displayName, STORED_ROLE } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, forbidden, invalid, notFound } from "../core/errors.server";
import { queueMail } from "../mail/outbox.server";
import { mailWords } from "../mail/recipient-words.server";
import { instituteName } from "../site/settings.server";
import { createAccount } from "./auth.server";
import { idOfToken, looksLikeToken, newOneTimeToken } from "./one-time-tokens.server";
import { assertStrongPassword } from "./password-policy.server";
import { hashPassword } from "./passwords.server";
import { setTeacherCode, teacherCodeIsOn } from "./teacher-code.server";

const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60_000;
const INVITE_UNUSABLE = "This invitation has expired or has already been used. Ask the owner for a new one.";

/** The first teacher account is the owner: the one who manages the other teachers and the code. */
async function ownerId() {
  const owner = await db.user.findFirst({
    where: { role: STORED_ROLE.teacher },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  return owner?.id ?? null;
}

/** Only the owner (the first teacher) manages the teachers and the backups. */
export async function assertOwner(actor: Actor) {
  assertTeacher(actor);
  if ((await ownerId()) !== actor.id)
    throw forbidden("Only the institute's owner (the first teacher) can manage teachers.");
  return actor;
}

/** The 'Teachers' page: every teacher, the owner first, and whether the shared code is on. */
export async function listTeachers(actor: Actor) {
  const owner = await assertOwner(actor);
  const teachers = await db.user.findMany({
    where: { role: STORED_ROLE.teacher },
    orderBy: { id: "asc" },
    select: { id: true, email: true, firstName: true, lastName: true },
  });
  return {
    teachers: teachers.map((t) => ({ id: t.id, name: displayName(t), email: t.email, owner: t.id === owner.id })),
    teacherCodeOn: await teacherCodeIsOn(),
  };
}

/** A one-time link (mailed, and shown to the owner) with which a new teacher creates their account. */
export async function inviteTeacher(actor: Actor, input: InviteTeacher, siteUrl: string) {
  const owner = await assertOwner(actor);
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw conflict("An account with this email already exists.", {
      email: ["An account with this email already exists"],
    });
  }
  const { token, id } = newOneTimeToken();
  const link = `${siteUrl}/invite/${token}`;
  await inTransaction(async (tx) => {
    await tx.teacherInvite.create({
      data: { id, email: input.email, invitedById: owner.id, expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS) },
    });
    const name = await instituteName(tx);
    // The invited person has no account yet: the mail is in the owner's language, who knows them.
    const { t } = mailWords(owner.language);
    await queueMail(tx, {
      to: input.email,
      subject: t("You are invited to teach at {{name}}", { name }),
      text: [
        t("Hello,"),
        "",
        t("{{owner}} invites you to join {{name}} as a teacher. Open this link within a week to create your account:", {
          owner: displayName(owner),
          name,
        }),
        "",
        link,
        "",
        t("The link works once."),
      ].join("\n"),
    });
  });
  return { link, message: requestTranslator("teacher")("Invitation created for {{email}}.", { email: input.email }) };
}

async function usableInvite(token: string) {
  if (!looksLikeToken(token)) throw invalid(INVITE_UNUSABLE);
  const invite = await db.teacherInvite.findUnique({ where: { id: idOfToken(token) } });
  if (!invite || invite.usedAt || invite.expiresAt.getTime() <= Date.now()) throw invalid(INVITE_UNUSABLE);
  return invite;
}

export async function checkInvite(token: string) {
  const invite = await usableInvite(token);
  return { email: invite.email };
}

/** Creates the invited teacher's account; the invitation then stops working. */
export async function acceptInvite(token: string, input: AcceptInvite) {
  const invite = await usableInvite(token);
  await assertStrongPassword(input.password, [invite.email, input.first_name, input.last_name]);
  const hash = await hashPassword(input.password);
  const claimed = await db.teacherInvite.updateMany({
    where: { id: invite.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (claimed.count !== 1) throw invalid(INVITE_UNUSABLE);
  await createAccount({
    email: invite.email,
    firstName: input.first_name,
    lastName: input.last_name,
    role: STORED_ROLE.teacher,
    password: { create: { hash } },
  });
  return { message: "Account created successfully! Please sign in." };
}

/** The teacher the owner is about to remove. */
export async function teacherToRemove(actor: Actor, teacherId: number) {
  const owner = await assertOwner(actor);
  const teacher = await db.user.findFirst({
    where: { id: teacherId, role: STORED_ROLE.teacher },
    select: { id: true, email: true, firstName: true, lastName: true },
  });
  if (!teacher) throw notFound("No such teacher.");
  if (teacher.id === owner.id) throw forbidden("The owner cannot remove their own account.");
  return { id: teacher.id, name: displayName(teacher), email: teacher.email };
}

/** Removes a teacher's account; their sessions end with it (and their assistant conversations go too). */
export async function removeTeacher(actor: Actor, teacherId: number) {
  const teacher = await teacherToRemove(actor, teacherId);
  await db.user.delete({ where: { id: teacher.id } });
  return {
    message: requestTranslator("teacher")("{{name}} has been removed. They can no longer sign in.", {
      name: teacher.name,
    }),
  };
}

/** Changes the shared teacher code, or turns it off (sign-up then needs an invitation). */
export async function changeTeacherCode(actor: Actor, input: TeacherCodeChange) {
  await assertOwner(actor);
  if (input.intent === "off") {
    await setTeacherCode(null);
    return { message: "The teacher code is turned off. New teachers join by invitation." };
  }
  if (!input.teacher_code) {
    throw invalid("Enter the new teacher code.", { teacher_code: ["Enter the new teacher code"] });
  }
  await setTeacherCode(input.teacher_code);
  return { message: "The teacher code has been changed." };
}
