import { config } from "~/config.server";
import { db } from "~/db.server";
import { invalid } from "../core/errors.server";
import { createRateLimit } from "../core/rate-limit.server";
import { hashPassword, verifyPassword } from "./passwords.server";

// The shared teacher code lives in the database, hashed like a password; TEACHER_CODE only seeds it
// the first time it is needed. An empty value means the owner turned it off (docs/decisions/040).
const KEY = "teacher_code_hash";
const OFF = "";

async function storedHash() {
  const row = await db.setting.findUnique({ where: { key: KEY } });
  if (row) return row.value;
  const hash = await hashPassword(config.TEACHER_CODE);
  const seeded = await db.setting.upsert({ where: { key: KEY }, create: { key: KEY, value: hash }, update: {} });
  return seeded.value;
}

// Sign-up with the teacher code opens a full teacher account, so wrong guesses there are limited per
// address and overall (one attacker may use many addresses); while the limit holds, no code is checked
// at all. Sign-in does not touch these limits (see teacherCodeMatches).
const CODE_GUESSES = "Too many wrong teacher codes. Please wait an hour and try again.";
const HOUR = 60 * 60_000;
const codeFailuresPerAddress = createRateLimit({
  name: "teacher-code-failures",
  limit: config.TEACHER_CODE_GUESSES_PER_HOUR,
  windowMs: HOUR,
  message: CODE_GUESSES,
});
const codeFailuresOverall = createRateLimit({
  name: "teacher-code-failures-overall",
  limit: config.TEACHER_CODE_GUESSES_PER_HOUR * 4,
  windowMs: HOUR,
  message: CODE_GUESSES,
});

export const teacherCodeIsOn = async () => (await storedHash()) !== OFF;

const CODE_REQUIRED = "Teacher code is required";
export const teacherCodeRequired = () => invalid(CODE_REQUIRED, { teacher_code: [CODE_REQUIRED] });

/**
 * Teacher sign-up's check of the shared code, within the guess limits. "off" means the owner turned
 * the code off: sign-up then needs an invitation instead.
 */
export async function checkTeacherCode(code: string | undefined, address: string): Promise<"right" | "wrong" | "off"> {
  const hash = await storedHash();
  if (hash === OFF) return "off";
  if (!code) throw teacherCodeRequired();
  await codeFailuresPerAddress.check(address);
  await codeFailuresOverall.check("everyone");
  if (await verifyPassword(hash, code)) return "right";
  await codeFailuresPerAddress.hit(address);
  await codeFailuresOverall.hit("everyone");
  return "wrong";
}

/**
 * Teacher sign-in's check of the code, outside the guess limits: strangers' wrong codes must never lock
 * the real teachers out. Sign-in answers the same whichever of e-mail, password or code is
 * wrong and always spends the time of both checks, so without a teacher's password it tells a guesser
 * nothing about the code; wrong codes count for their own address, never against the account (auth.server.ts).
 */
export async function teacherCodeIsRight(code: string | undefined) {
  const hash = await storedHash();
  return hash === OFF || (code !== undefined && verifyPassword(hash, code));
}

export async function setTeacherCode(code: string | null) {
  const value = code ? await hashPassword(code) : OFF;
  await db.setting.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
}
