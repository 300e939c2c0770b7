import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { db } from "~/db.server";
import { roleOf, type User } from "../access/actor";

// The Lucia guide's design: the client holds a random token, the database only its SHA-256.
const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY;

const sessionIdOf = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

export function generateSessionToken() {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export async function createSession(userId: number) {
  const token = generateSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.session.create({ data: { id: sessionIdOf(token), userId, expiresAt } });
  return { token, expiresAt };
}

export type ValidSession = { user: User; expiresAt: Date; renewed: boolean };

/** The session's user, or null; a session past half its life is extended to a full 30 days. */
export async function validateSessionToken(token: string): Promise<ValidSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = sessionIdOf(token);
  // Every signed-in page asks this, so it is one query with a join (Prisma's nested select makes two on SQLite).
  const [found] = await db.$queryRaw<(Omit<User, "role"> & { role: string; expiresAt: Date })[]>`
    SELECT s."expiresAt", u."id", u."email", u."firstName", u."lastName", u."role", u."batchId", u."language"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${id}`;
  if (!found) return null;
  const now = Date.now();
  if (found.expiresAt.getTime() <= now) {
    await db.session.deleteMany({ where: { id } });
    return null;
  }
  const { expiresAt: current, role, ...rest } = found;
  const user: User = { ...rest, role: roleOf(role) };
  if (current.getTime() - now >= SESSION_LIFETIME_MS / 2) {
    return { user, expiresAt: current, renewed: false };
  }
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await db.session.update({ where: { id }, data: { expiresAt } });
  return { user, expiresAt, renewed: true };
}

export async function invalidateSession(token: string) {
  await db.session.deleteMany({ where: { id: sessionIdOf(token) } });
}

/** Signs a person out everywhere, or everywhere but the session `keepToken` belongs to. */
export async function endSessions(tx: Pick<typeof db, "session">, userId: number, keepToken?: string | null) {
  await tx.session.deleteMany({ where: { userId, ...(keepToken ? { id: { not: sessionIdOf(keepToken) } } : {}) } });
}
