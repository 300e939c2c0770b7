/**
 * What a browser remembers of the accounts that signed in on it: the signed `device` cookie
 * (app/http/device-cookie.server.ts) carries these entries, and only the server can write them. A device
 * that has signed in to an account before is not held back by the wait a stranger's guesses put on that
 * account, and a teacher who gave the teacher code on a device is not asked for it there for 30 days.
 */
export type DeviceEntry = {
  userId: number;
  /** When this teacher last signed in here with the teacher code (ms), or null (a student; code off). */
  teacherCodeAt: number | null;
};

export const TEACHER_CODE_REMEMBERED_MS = 30 * 24 * 60 * 60_000;
/** A shared computer (a family's, a classroom's) remembers its five most recent accounts. */
const ACCOUNTS_KEPT = 5;

export const knowsAccount = (device: DeviceEntry[], userId: number) => device.some((e) => e.userId === userId);

const codeStillRemembered = (entry: DeviceEntry, now: number) =>
  entry.teacherCodeAt !== null && now - entry.teacherCodeAt < TEACHER_CODE_REMEMBERED_MS;

/** Whether this teacher gave the teacher code on this device in the last 30 days. */
export const skipsTeacherCode = (device: DeviceEntry[], userId: number, now: number) =>
  device.some((entry) => entry.userId === userId && codeStillRemembered(entry, now));

/** Whether some teacher may sign in here without the code: the sign-in page then says it is not needed. */
export const remembersATeacherCode = (device: DeviceEntry[], now: number) =>
  device.some((entry) => codeStillRemembered(entry, now));

/**
 * The device's entries after a successful sign-in, this account first. `codeGivenAt` is now when the
 * teacher code was given; a sign-in that skipped the code keeps the earlier time, so the 30 days count
 * from the last time the code was given, not from the last sign-in.
 */
export function rememberSignIn(device: DeviceEntry[], userId: number, codeGivenAt: number | null): DeviceEntry[] {
  const earlier = device.find((entry) => entry.userId === userId);
  const teacherCodeAt = codeGivenAt ?? earlier?.teacherCodeAt ?? null;
  return [{ userId, teacherCodeAt }, ...device.filter((entry) => entry.userId !== userId)].slice(0, ACCOUNTS_KEPT);
}
