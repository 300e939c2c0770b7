import { createHmac } from "node:crypto";
import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { requestTranslator } from "~/i18n/request-language.server";
import type { Actor } from "../actor";
import { conflict, notFound } from "../errors.server";
import { assertTeacher } from "../guards.server";
import { languageOf } from "../messages/recipients.server";
import { queueMessages } from "../messages/send.server";
import { idOfToken, looksLikeToken } from "../one-time-tokens.server";
import { parentLinkMessage } from "./family-words.server";
import { getGuardian, guardianWithStudent } from "./guardians.server";

/**
 * A parent link's token: HMAC-SHA-256 of a random seed with SESSION_SECRET (256 bits, 43 base64url characters).
 * Only the seed and the token's SHA-256 are stored, so the database alone never yields a working link, while the
 * site can put the link into the messages it sends later (results published): decision 130.
 */
const tokenOf = (seed: string, secret: string) =>
  createHmac("sha256", secret).update(`family-link:${seed}`).digest("base64url");

/** The link's token, under whichever of the secrets made it (SESSION_SECRET may have been rotated since). */
function rebuildToken(link: { seed: string; tokenHash: string }) {
  for (const secret of config.SESSION_SECRETS) {
    const token = tokenOf(link.seed, secret);
    if (idOfToken(token) === link.tokenHash) return token;
  }
  return null;
}

export const familyUrl = (token: string) => `${config.PUBLIC_URL}/family/${token}`;

/** The live parent link of a guardian as an address, or null when they have none. */
export async function liveParentLink(tx: Prisma.TransactionClient, guardianId: number) {
  const link = await tx.parentLink.findFirst({
    where: { guardianId, revokedAt: null },
    select: { seed: true, tokenHash: true },
  });
  const token = link && rebuildToken(link);
  return token ? familyUrl(token) : null;
}

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
  const seed = crypto.randomUUID();
  const token = tokenOf(seed, config.SESSION_SECRETS[0]);
  await db.$transaction(async (tx) => {
    await tx.parentLink.updateMany({ where: { guardianId, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.parentLink.create({ data: { guardianId, seed, tokenHash: idOfToken(token) } });
  });
  return { link: familyUrl(token), message: "Parent link made: copy it or send it" };
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
  await db.$transaction(async (tx) => {
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
  const [, opened] = await db.$transaction([
    db.parentLinkView.create({ data: { linkId: link.id, at: now } }),
    db.parentLink.update({
      where: { id: link.id },
      data: { lastOpenedAt: now },
      select: { guardian: { select: { studentId: true, name: true } } },
    }),
  ]);
  return { state: "open" as const, studentId: opened.guardian.studentId, guardianName: opened.guardian.name };
}
