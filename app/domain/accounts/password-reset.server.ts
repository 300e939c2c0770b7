import { config } from "~/config.server";
import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { ChangePassword, ForgotPassword, NewPassword } from "~/schemas/accounts";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { invalid, notFound, unauthenticated } from "../core/errors.server";
import { createRateLimit } from "../core/rate-limit.server";
import { mailIsSetUp, queueMail } from "../mail/outbox.server";
import { mailWords } from "../mail/recipient-words.server";
import { instituteName } from "../site/settings.server";
import { idOfToken, looksLikeToken, newOneTimeToken } from "./one-time-tokens.server";
import { assertStrongPassword } from "./password-policy.server";
import { hashPassword, verifyPassword } from "./passwords.server";
import { endSessions } from "./sessions.server";

const HOUR = 60 * 60_000;
export const RESET_LINK_LIFETIME_MS = HOUR;
/** Reset mails one account receives in an hour when people ask for them; further requests send nothing. */
export const RESET_MAILS_PER_HOUR = 3;
/** Reset requests one address may make in an hour (a classroom asking together stays well below). */
export const RESET_REQUESTS_PER_ADDRESS = 30;

export const RESET_REQUESTED = "If an account exists for that e-mail, we have sent a link.";
/** Without a mail server the link waits in the institute's outbox (/teacher/outbox), where a teacher reads it. */
export const RESET_IN_OUTBOX =
  "If an account exists for that e-mail, its link went to the institute's outbox: mail is not set up here, so your teacher can pass the link on.";
/** What 'Send link' answers: the same whether or not the e-mail has an account, true to where the link went. */
export const resetRequested = () => (mailIsSetUp() ? RESET_REQUESTED : RESET_IN_OUTBOX);
const LINK_UNUSABLE = "This link has expired or has already been used. Ask for a new one with 'Forgot password?'.";

const requestsPerAddress = createRateLimit({
  name: "password-resets",
  limit: RESET_REQUESTS_PER_ADDRESS,
  windowMs: HOUR,
  message: "Too many password reset requests from this network. Please try again in an hour.",
});

type Person = { id: number; email: string; firstName: string; lastName: string; language?: string | null };
const personFields = { id: true, email: true, firstName: true, lastName: true, language: true } as const;

/** Writes a one-time link for `person` and its mail in one transaction; returns the link. */
async function createResetLink(person: Person, siteUrl: string) {
  const { token, id } = newOneTimeToken();
  const link = `${siteUrl}/reset-password/${token}`;
  await inTransaction(async (tx) => {
    await tx.passwordResetToken.create({
      data: { id, userId: person.id, expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS) },
    });
    const name = await instituteName(tx);
    const { t } = mailWords(person.language);
    const hello = t("Hello {{name}},", { name: displayName(person) });
    const asked = t(
      "Someone (we hope you) asked to reset your password at {{name}}. Open this link within an hour to choose a new one:",
      { name },
    );
    const once = t("The link works once. If you did not ask for it, ignore this mail: your password stays as it is.");
    await queueMail(tx, {
      to: person.email,
      subject: t("Reset your password"),
      text: [hello, "", asked, "", link, "", once].join("\n"),
      html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(asked)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t("Choose a new password"))}</a></p><p>${escapeHtml(once)}</p>`,
    });
  });
  return link;
}

/** 'Forgot password?': the answer is the same whether or not the e-mail has an account. */
export async function requestPasswordReset(input: ForgotPassword, address: string, siteUrl: string) {
  await requestsPerAddress.hit(address);
  const person = await db.user.findUnique({ where: { email: input.email }, select: personFields });
  if (person) {
    const recent = await db.passwordResetToken.count({
      where: { userId: person.id, createdAt: { gte: new Date(Date.now() - HOUR) } },
    });
    if (recent < RESET_MAILS_PER_HOUR) await createResetLink(person, siteUrl);
  }
  return { message: resetRequested() };
}

/** The student a teacher is about to make a link for. */
export async function studentForResetLink(actor: Actor, studentId: number) {
  assertTeacher(actor);
  const student = await db.user.findFirst({ where: { id: studentId, role: "student" }, select: personFields });
  if (!student) throw notFound("No such student.");
  return { id: student.id, name: displayName(student), email: student.email };
}

/** 'Reset password link': the teacher gets the link to pass on; it is mailed to the student too. */
export async function createStudentResetLink(actor: Actor, studentId: number, siteUrl: string) {
  const student = await studentForResetLink(actor, studentId);
  const person = await db.user.findUniqueOrThrow({ where: { id: student.id }, select: personFields });
  const link = await createResetLink(person, siteUrl);
  return { link, message: `Reset password link created for ${student.name}. It works once, within an hour.` };
}

async function usableLink(token: string) {
  if (!looksLikeToken(token)) throw invalid(LINK_UNUSABLE);
  const row = await db.passwordResetToken.findUnique({
    where: { id: idOfToken(token) },
    select: { id: true, usedAt: true, expiresAt: true, user: { select: personFields } },
  });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw invalid(LINK_UNUSABLE);
  return row;
}

/** For the 'Choose a new password' page: whose link it is, or a clear message that it no longer works. */
export async function checkResetLink(token: string) {
  const { user } = await usableLink(token);
  return { email: user.email };
}

/**
 * Every open reset link of the account stops working: a link asked for before a password change or a
 * deactivation must not undo it. With `db` it is a batchable query, with a transaction client a step of it.
 */
export const endResetLinks = (tx: Pick<typeof db, "passwordResetToken">, userId: number) =>
  tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });

/** Sets the new password once per link, signs the account out everywhere and mails a confirmation. */
export async function resetPassword(token: string, input: NewPassword) {
  const { id, user } = await usableLink(token);
  await assertStrongPassword(input.password, [user.email, user.firstName, user.lastName]);
  const hash = await hashPassword(input.password);
  await inTransaction(async (tx) => {
    // Claiming the link in the same transaction means two simultaneous uses cannot both succeed.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) throw invalid(LINK_UNUSABLE);
    await endResetLinks(tx, user.id);
    await tx.password.upsert({ where: { userId: user.id }, create: { userId: user.id, hash }, update: { hash } });
    await endSessions(tx, user.id);
    await queueMail(tx, passwordChangedMail(user, await instituteName(tx)));
  });
  return { message: "Your password has been changed. Please sign in with the new password." };
}

/** 'Change password': the current one must be right; every other session and every reset link of the account ends. */
export async function changePassword(actor: Actor, keepSessionToken: string | null, input: ChangePassword) {
  if (!actor) throw unauthenticated();
  const stored = await db.password.findUnique({ where: { userId: actor.id }, select: { hash: true } });
  if (!stored || !(await verifyPassword(stored.hash, input.current_password))) {
    throw invalid("The current password is not correct.", {
      current_password: ["The current password is not correct"],
    });
  }
  await assertStrongPassword(input.password, [actor.email, actor.firstName, actor.lastName]);
  const hash = await hashPassword(input.password);
  await inTransaction(async (tx) => {
    await tx.password.update({ where: { userId: actor.id }, data: { hash } });
    await endSessions(tx, actor.id, keepSessionToken);
    await endResetLinks(tx, actor.id);
    await queueMail(tx, passwordChangedMail(actor, await instituteName(tx)));
  });
  return { message: "Your password has been changed. Other devices have been signed out." };
}

function passwordChangedMail(person: Person, institute: string) {
  const { t } = mailWords(person.language);
  return {
    to: person.email,
    subject: t("Your password has been changed"),
    text: [
      t("Hello {{name}},", { name: displayName(person) }),
      "",
      t("The password of your {{institute}} account was just changed, and every other device was signed out.", {
        institute,
      }),
      "",
      t("If this was not you, use 'Forgot password?' on the sign-in page at once, or tell the institute ({{email}}).", {
        email: config.CONTACT_EMAIL,
      }),
    ].join("\n"),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
