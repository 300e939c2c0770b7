import { beforeAll, describe, expect, it } from "vitest";
import { registerStudent, signIn } from "~/domain/accounts/auth.server";
import {
  ACCOUNT_FREE_FAILURES,
  ADDRESS_FAILURE_LIMIT,
  createSignInThrottle,
  delayAfter,
} from "~/domain/accounts/sign-in-throttle.server";
import { createBatch } from "~/domain/catalogue/batches.server";
import { DomainError } from "~/domain/core/errors.server";

const teacher = {
  id: 0,
  email: "t@unit.test",
  firstName: "T",
  lastName: "One",
  role: "teacher" as const,
  batchId: null,
};
const PASSWORD = "classroom-pass-77";
const classmates = Array.from({ length: 6 }, (_, i) => `throttle${i + 1}@unit.test`);

beforeAll(async () => {
  const { batch } = await createBatch(teacher, { batch_name: "Throttle Batch", duration: 12 });
  for (const email of classmates) {
    await registerStudent(
      {
        first_name: "S",
        last_name: "T",
        email,
        password: PASSWORD,
        batchId: batch.id,
        subjects: [],
      },
      "10.9.9.9",
    );
  }
}, 60_000);

const attempt = (email: string, password: string, address: string) =>
  signIn({ role: "student", email, password }, address).then(
    () => "signed in",
    (error: unknown) => (error instanceof DomainError ? error.kind : "fault"),
  );

describe("sign-in throttling", { timeout: 30_000 }, () => {
  it("20 wrong passwords on other accounts from one address do not stop a sixth student there", async () => {
    const classroom = "203.0.113.10";
    for (const email of classmates.slice(0, 5)) {
      for (let i = 0; i < 4; i++) expect(await attempt(email, "wrong-guess", classroom)).toBe("unauthenticated");
    }
    expect(await attempt(classmates[5], PASSWORD, classroom)).toBe("signed in");
    // The students who mistyped still get in with the right password.
    expect(await attempt(classmates[0], PASSWORD, classroom)).toBe("signed in");
  });

  it("counts guesses before checking them: of 30 simultaneous guesses only 5 are checked", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => attempt(classmates[1], "wrong-guess", "198.51.100.7")),
    );
    expect(outcomes.filter((o) => o === "unauthenticated")).toHaveLength(5);
    expect(outcomes.filter((o) => o === "too_many")).toHaveLength(25);
  });

  it("lets one account be guessed at most 16 times in an hour, from however many addresses", async () => {
    const throttle = createSignInThrottle("unit-hour");
    const start = Date.UTC(2026, 0, 1);
    let checked = 0;
    // A guess every 5 seconds for an hour, each from a new address.
    for (let second = 0; second < 3600; second += 5) {
      try {
        await throttle.begin(
          "student:victim@unit.test",
          `10.1.${Math.floor(second / 250)}.${second % 250}`,
          start + second * 1000,
        );
        checked++;
      } catch (error) {
        expect((error as DomainError).kind).toBe("too_many");
      }
    }
    expect(checked).toBe(16);
    expect(checked).toBeLessThanOrEqual(ACCOUNT_FREE_FAILURES + 6);
  });

  it("waits 1, 2, 4, 8 and then 15 minutes once the free failures are spent", () => {
    expect([4, 5, 6, 7, 8, 9, 12].map((failures) => delayAfter(failures, 5) / 60_000)).toEqual([0, 1, 2, 4, 8, 15, 15]);
  });

  it("forgets an account's failures when the right password is given", async () => {
    const throttle = createSignInThrottle("unit-forgets");
    const now = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 4; i++) await throttle.begin("student:a@unit.test", "10.2.0.1", now);
    await throttle.succeeded(await throttle.begin("student:a@unit.test", "10.2.0.1", now));
    for (let i = 0; i < 5; i++) await throttle.begin("student:a@unit.test", "10.2.0.1", now);
    await expect(throttle.begin("student:a@unit.test", "10.2.0.1", now)).rejects.toThrow(/Too many sign-in attempts/);
  });

  it("refuses an address only after hundreds of failures within 15 minutes", async () => {
    const throttle = createSignInThrottle("unit-address");
    const now = Date.UTC(2026, 0, 1);
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) await throttle.begin(`student:s${i}@unit.test`, "10.3.0.1", now);
    await expect(throttle.begin("student:new@unit.test", "10.3.0.1", now)).rejects.toThrow(/wait 15 minutes/);
    await throttle.begin("student:new@unit.test", "10.3.0.1", now + 15 * 60_000);
  });

  it("never holds back an address or a device that has signed in to the account before (issue 19)", async () => {
    const throttle = createSignInThrottle("unit-known");
    const now = Date.UTC(2026, 0, 1);
    const account = "student:kept-out@unit.test";
    await throttle.succeeded(await throttle.begin(account, "10.4.0.1", now));
    // About four wrong passwords an hour from ever new addresses keep the account's wait going.
    for (let hour = 0; hour < 6; hour++) {
      for (let i = 0; i < 5; i++) {
        try {
          await throttle.begin(account, `10.5.${hour}.${i}`, now + hour * 3_600_000 + i * 15 * 60_000);
        } catch {}
      }
    }
    const later = now + 6 * 3_600_000 + 60_000;
    await expect(throttle.begin(account, "10.6.0.1", later)).rejects.toThrow(/Too many sign-in attempts/);
    await throttle.begin(account, "10.4.0.1", later);
    await throttle.begin(account, "10.6.0.2", later, { knownDevice: true });
  });
});

describe("known devices (issue 19 and 20)", { timeout: 30_000 }, () => {
  it("lets the owner in with the right password from a device or address known to the account", async () => {
    const [owner] = classmates.slice(2);
    const first = await signIn({ role: "student", email: owner, password: PASSWORD }, "192.0.2.1");
    for (let n = 0; n < 30; n++) await attempt(owner, "wrong-guess", `192.0.2.${100 + n}`);
    expect(await attempt(owner, PASSWORD, "192.0.2.50")).toBe("too_many");

    const fromDevice = await signIn({ role: "student", email: owner, password: PASSWORD }, "192.0.2.51", first.device);
    expect(fromDevice.role).toBe("student");
    for (let n = 0; n < 30; n++) await attempt(owner, "wrong-guess", `192.0.2.${150 + n}`);
    expect((await signIn({ role: "student", email: owner, password: PASSWORD }, "192.0.2.1")).role).toBe("student");
    // Another account's device is no key to this one.
    const other = await signIn({ role: "student", email: classmates[3], password: PASSWORD }, "192.0.2.2");
    for (let n = 0; n < 30; n++) await attempt(owner, "wrong-guess", `192.0.2.${200 + n}`);
    const stranger = await signIn({ role: "student", email: owner, password: PASSWORD }, "192.0.2.52", [
      other.device[0],
    ]).catch((error: DomainError) => error.kind);
    expect(stranger).toBe("too_many");
  });
});
