import { config } from "~/config.server";
import { db } from "~/db.server";
import { invalid } from "./errors.server";
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

export const teacherCodeIsOn = async () => (await storedHash()) !== OFF;

/**
 * The one place the shared teacher code is checked, for sign-in and sign-up alike. "off" means the
 * owner turned the code off: sign-in then asks for none, and sign-up needs an invitation instead.
 */
export async function checkTeacherCode(code: string | undefined): Promise<"right" | "wrong" | "off"> {
  const hash = await storedHash();
  if (hash === OFF) return "off";
  if (!code) throw invalid("Teacher code is required", { teacher_code: ["Teacher code is required"] });
  return (await verifyPassword(hash, code)) ? "right" : "wrong";
}

export async function setTeacherCode(code: string | null) {
  const value = code ? await hashPassword(code) : OFF;
  await db.setting.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
}
