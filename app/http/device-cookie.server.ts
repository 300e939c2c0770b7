import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "~/config.server";
import type { DeviceEntry } from "~/domain/accounts/known-devices.server";
import { readCookie, serverCookie } from "./session-cookie.server";

/**
 * The `device` cookie: the accounts that signed in on this browser (known-devices.server.ts), signed with
 * SESSION_SECRET (HMAC-SHA-256; the first secret signs, any of them verifies) so that nobody can claim an
 * account's device without having signed in to it. It holds only account ids and times, no secret:
 * `12-1732400000_15-0.<signature>` (the id, then when the teacher code was last given, in seconds, or 0).
 */
const NAME = "device";
/** As long as browsers keep a cookie (Chrome caps it at 400 days); each sign-in renews it. */
const LIFETIME_MS = 400 * 24 * 60 * 60_000;

const signature = (payload: string, secret: string) => createHmac("sha256", secret).update(payload).digest("base64url");

function signedBy(payload: string, sent: string) {
  const given = Buffer.from(sent);
  return config.SESSION_SECRETS.some((secret) => {
    const expected = Buffer.from(signature(payload, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

const encode = (entries: DeviceEntry[]) =>
  entries.map((entry) => `${entry.userId}-${Math.floor((entry.teacherCodeAt ?? 0) / 1000)}`).join("_");

function decode(payload: string): DeviceEntry[] {
  if (!/^\d{1,12}-\d{1,12}(_\d{1,12}-\d{1,12}){0,9}$/.test(payload)) return [];
  return payload.split("_").map((part) => {
    const [userId, seconds] = part.split("-").map(Number);
    return { userId, teacherCodeAt: seconds ? seconds * 1000 : null };
  });
}

/** The entries of the request's device cookie; none when it is missing, altered or signed with an old secret. */
export function readDevice(request: Request): DeviceEntry[] {
  const value = readCookie(request, NAME);
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 0) return [];
  const payload = value.slice(0, dot);
  return signedBy(payload, value.slice(dot + 1)) ? decode(payload) : [];
}

export function deviceCookie(entries: DeviceEntry[]) {
  const payload = encode(entries);
  return serverCookie(
    NAME,
    `${payload}.${signature(payload, config.SESSION_SECRETS[0])}`,
    new Date(Date.now() + LIFETIME_MS),
  );
}
