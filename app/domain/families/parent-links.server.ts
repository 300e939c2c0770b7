import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import { requestTranslator } from "~/i18n/request-language.server";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { idOfToken, looksLikeToken } from "../accounts/one-time-tokens.server";
import { conflict, notFound } from "../core/errors.server";
import { languageOf } from "../messages/recipients.server";
import { queueMessages } from "../messages/send.server";
import { parentLinkMessage } from "./family-words.server";
import { getGuardian, guardianWithStudent } from "./guardians.server";
import { liveParentLink, newParentLink } from "./parent-link-tokens.server";

/** The teacher's view of a guardian's link: the address (to copy and send) and when it was last opened. */
export async function parentLinkPage(actor: Actor, studentId: number, guardianId: number) {
  assertTeacher(actor);
  const { guardian } = await getGuardian(actor, studentId, guardianId);
  const { studentName } = await guardianWithStudent(guardianId);
  return { guardian, link: await liveParentLink(db, guardianId), studentName };
}

/** 'Parent link': a new link for the guardian; their old one, if any, stops working at once. */
export async function createParentLink(actor: Actor, studentId: number, guardianId: number) {
  assertTeacher(actor);
  await getGuardian(actor, studentId, guardianId);
  const link = await inTransaction((tx) => newParentLink(tx, guardianId));
  return { link, message: "Parent link made: copy it or send it" };
}

/** 'Revoke': the link stops working at once; the page it opened answers 410. */
export async function revokeParentLink(actor: Actor, studentId: number, guardianId: number) {
  assertTeacher(actor);
  await getGuardian(actor, studentId, guardianId);
  const { count } = await db.parentLink.updateMany({
    where: { guardianId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count === 0) throw notFound("This guardian has no parent link to revoke.");
  return { message: "Parent link revoked" };
}

/** 'Send by e-mail': the live link to the guardian's address, in their language, through the outbox. */
export async function mailParentLink(actor: Actor, studentId: number, guardianId: number) {
  assertTeacher(actor);
  await getGuardian(actor, studentId, guardianId);
  const guardian = await guardianWithStudent(guardianId);
  if (!guardian.email) throw conflict("This guardian has no e-mail address: add one, or send the link on WhatsApp.");
  await inTransaction(async (tx) => {
    const link = await liveParentLink(tx, guardianId);
    if (!link) throw notFound("This guardian has no parent link: make one first.");
    await queueMessages(tx, {
      to: [{ name: guardian.name, email: guardian.email, mobile: null, language: languageOf(guardian.language) }],
      content: parentLinkMessage(guardian.studentName, link),
    });
  });
  return { message: requestTranslator("families")("Parent link mailed to {{email}}", { email: guardian.email }) };
}

/** The student a family page is for, and the view recorded; a made-up or revoked token is refused alike. */
export async function openParentLink(token: string) {
  // Both refusals take one indexed look-up of the hash, so their timing tells nothing apart.
  const link = looksLikeToken(token)
    ? await db.parentLink.findUnique({ where: { tokenHash: idOfToken(token) }, select: { id: true, revokedAt: true } })
    : null;
  if (!link) return { state: "unknown" as const };
  if (link.revokedAt) return { state: "revoked" as const };
  const now = new Date();
  const opened = await inTransaction(async (tx) => {
    await tx.parentLinkView.create({ data: { linkId: link.id, at: now } });
    return tx.parentLink.update({
      where: { id: link.id },
      data: { lastOpenedAt: now },
      select: { guardian: { select: { id: true, studentId: true, name: true } } },
    });
  });
  return {
    state: "open" as const,
    guardianId: opened.guardian.id,
    studentId: opened.guardian.studentId,
    guardianName: opened.guardian.name,
  };
}

/**
 * The language the institute chose for the guardian whose link this is, or null for a link that does not work.
 * Only reads: the visit is recorded when the page itself is opened.
 */
export async function parentLinkLanguage(token: string) {
  if (!looksLikeToken(token)) return null;
  const link = await db.parentLink.findUnique({
    where: { tokenHash: idOfToken(token) },
    select: { revokedAt: true, guardian: { select: { language: true } } },
  });
  return link && !link.revokedAt ? languageOf(link.guardian.language) : null;
}
