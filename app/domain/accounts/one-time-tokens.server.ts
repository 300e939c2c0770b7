import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** A token for a one-time link: 32 random bytes. Only `id`, its SHA-256, is stored. */
export function newOneTimeToken() {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const token = encodeBase64urlNoPadding(bytes);
  return { token, id: idOfToken(token) };
}

export const idOfToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

/** A token as a link carries it: 43 base64url characters. Anything else is not looked up. */
export const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
