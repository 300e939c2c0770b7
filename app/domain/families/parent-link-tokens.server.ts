import { config } from "~/config.server";
import type { Prisma } from "~/generated/prisma/client";
import { derivedToken, rebuildDerivedToken } from "../accounts/derived-tokens.server";
import { idOfToken } from "../accounts/one-time-tokens.server";

/**
 * A parent link's token: HMAC-SHA-256 of a random seed with SESSION_SECRET (256 bits, 43 base64url characters).
 * Only the seed and the token's SHA-256 are stored, so the database alone never yields a working link, while the
 * site can put the link into the messages it sends later (results published): decision 130.
 */
const PURPOSE = "family-link";

export const familyUrl = (token: string) => `${config.PUBLIC_URL}/family/${token}`;

/** The live parent link of a guardian as an address, or null when they have none. */
export async function liveParentLink(tx: Prisma.TransactionClient, guardianId: number) {
  const link = await tx.parentLink.findFirst({
    where: { guardianId, revokedAt: null },
    select: { seed: true, tokenHash: true },
  });
  const token = link && rebuildDerivedToken(PURPOSE, link);
  return token ? familyUrl(token) : null;
}

/** A new link for the guardian, in the caller's transaction; their old one, if any, stops working at once. */
export async function newParentLink(tx: Prisma.TransactionClient, guardianId: number) {
  const seed = crypto.randomUUID();
  const token = derivedToken(PURPOSE, seed);
  await tx.parentLink.updateMany({ where: { guardianId, revokedAt: null }, data: { revokedAt: new Date() } });
  await tx.parentLink.create({ data: { guardianId, seed, tokenHash: idOfToken(token) } });
  return familyUrl(token);
}

/**
 * The guardian's own link for a message: the live one, or a new one made in the message's transaction when they
 * have none (or only one made under a secret since retired), so every message to a guardian carries their page.
 */
export async function parentLinkForMessage(tx: Prisma.TransactionClient, guardianId: number) {
  return (await liveParentLink(tx, guardianId)) ?? newParentLink(tx, guardianId);
}
