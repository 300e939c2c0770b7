import { createHmac } from "node:crypto";
import { config } from "~/config.server";
import { idOfToken } from "./one-time-tokens.server";

/**
 * A link's token derived from a stored random seed with SESSION_SECRET (decision 130): HMAC-SHA-256 of the seed
 * under the link's purpose, in base64url, cut to `bytes`. Only the seed and the token's SHA-256 are stored, so the
 * database alone never yields a working link, while the site can write the link again (into a message, onto a card).
 */
export const derivedToken = (purpose: string, seed: string, bytes = 32, secret = config.SESSION_SECRETS[0]) =>
  createHmac("sha256", secret).update(`${purpose}:${seed}`).digest().subarray(0, bytes).toString("base64url");

/** The link's token, under whichever of the secrets made it (SESSION_SECRET may have been rotated since). */
export function rebuildDerivedToken(purpose: string, link: { seed: string; tokenHash: string }, bytes = 32) {
  for (const secret of config.SESSION_SECRETS) {
    const token = derivedToken(purpose, link.seed, bytes, secret);
    if (idOfToken(token) === link.tokenHash) return token;
  }
  return null;
}
