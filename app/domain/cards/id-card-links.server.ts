import { config } from "~/config.server";
import { db } from "~/db.server";
import { displayName } from "../access/actor";
import { studentsSeeingBatch } from "../access/rules.server";
import { derivedToken, rebuildDerivedToken } from "../accounts/derived-tokens.server";
import { idOfToken } from "../accounts/one-time-tokens.server";
import { notFound } from "../core/errors.server";
import { inTransaction } from "../core/transaction.server";
import { instituteName } from "../site/settings.server";

/**
 * The address an ID card's QR code opens: /verify/{token}, one per student. The token is HMAC(SESSION_SECRET,
 * seed) cut to 128 bits (22 characters), so the QR code stays small enough to read on a card; only the seed and
 * the token's SHA-256 are stored (decision 130's way), so the site can print the same card again.
 */
const PURPOSE = "id-card";
const TOKEN_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

export const CARD_NOT_VALID = "This ID card is not valid";

/** Enrolled now: an active account in a batch, permitted in at least one of its subjects (the access rule). */
export async function isEnrolled(student: { id: number; batchId: number | null }) {
  if (student.batchId === null) return false;
  return (await db.user.count({ where: { id: student.id, ...studentsSeeingBatch(student.batchId) } })) > 0;
}

export const verifyUrl = (token: string) => `${config.PUBLIC_URL}/verify/${token}`;

/** The verification address of the student's ID card: the one it has, or a new one when it has none. */
export async function idCardUrl(studentId: number) {
  const token = await inTransaction(async (tx) => {
    const link = await tx.idCardLink.findUnique({ where: { studentId }, select: { seed: true, tokenHash: true } });
    const kept = link && rebuildDerivedToken(PURPOSE, link, TOKEN_BYTES);
    if (kept) return kept;
    // None yet, or one made under a secret since retired (cards printed with it stop verifying).
    const seed = crypto.randomUUID();
    const token = derivedToken(PURPOSE, seed, TOKEN_BYTES);
    const row = { seed, tokenHash: idOfToken(token) };
    await tx.idCardLink.upsert({ where: { studentId }, create: { studentId, ...row }, update: row });
    return token;
  });
  return verifyUrl(token);
}

/**
 * What the verification page says of a card: whether its student is enrolled at the institute now (an active
 * account in a batch whose subjects they are permitted in), with their name and batch only then. Nothing private:
 * no contact, marks, fees or photo (the card in hand carries the photo). A deleted or moved-out student's card
 * says "No longer enrolled" without a name. A made-up token is "not found".
 */
export async function verifyIdCard(token: string) {
  const link = TOKEN.test(token)
    ? await db.idCardLink.findUnique({
        where: { tokenHash: idOfToken(token) },
        select: {
          student: {
            select: { id: true, firstName: true, lastName: true, batchId: true, batch: { select: { name: true } } },
          },
        },
      })
    : null;
  if (!link) throw notFound(CARD_NOT_VALID);
  const institute = await instituteName();
  const student = link.student;
  if (!student || !(await isEnrolled(student))) return { enrolled: false as const, institute };
  return { enrolled: true as const, institute, name: displayName(student), batchName: student.batch?.name ?? "" };
}
export type Verification = Awaited<ReturnType<typeof verifyIdCard>>;
