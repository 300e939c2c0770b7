import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { STORED_ROLE } from "~/domain/access/actor";
import { createAccount, registerStudent, registerTeacher, signIn } from "~/domain/accounts/auth.server";
import { hashPassword } from "~/domain/accounts/passwords.server";
import { invalidateSession, validateSessionToken } from "~/domain/accounts/sessions.server";
import { createBatch } from "~/domain/catalogue/batches.server";
import { DomainError } from "~/domain/core/errors.server";
import { createBurstLimit } from "~/domain/core/rate-limit.server";
import { failure } from "../support/domain-failure";

const teacher = {
  id: 0,
  email: "t@unit.test",
  firstName: "T",
  lastName: "One",
  role: "teacher" as const,
  batchId: null,
};
let batchId: number;
let subjectIds: number[];

beforeAll(async () => {
  const { batch } = await createBatch(teacher, { batch_name: "Unit Batch", duration: 12 });
  batchId = batch.id;
  await db.subject.createMany({
    data: [
      { name: "Maths", batchId },
      { name: "Science", batchId },
    ],
  });
  subjectIds = (await db.subject.findMany({ where: { batchId }, orderBy: { id: "asc" } })).map((s) => s.id);
});

// Made directly: the earlier tests spend the sign-up code's overall guess limit.
const teacherAccount = async (email: string) =>
  createAccount({
    email,
    firstName: "T",
    lastName: "K",
    role: STORED_ROLE.teacher,
    password: { create: { hash: await hashPassword("long-enough-pw") } },
  });

const student = (email: string) => ({
  first_name: "Asha",
  last_name: "Rao",
  email,
  password: "long-enough-pw",
  batchId,
  subjects: subjectIds,
});

describe("student registration", () => {
  it("registers the student for the chosen subjects, not yet permitted", async () => {
    const { student: created } = await registerStudent(student("asha@unit.test"), "10.1.0.1");
    const access = await db.subjectAccess.findMany({ where: { studentId: created.id } });
    expect(access.map((row) => row.subjectId).sort()).toEqual([...subjectIds].sort());
    expect(access.every((row) => !row.permitted)).toBe(true);
  });

  it("refuses an e-mail that is taken, as a conflict, and creates nothing", async () => {
    const before = await db.user.count();
    const error = await failure(registerStudent(student("asha@unit.test"), "10.1.0.1"));
    expect(error.kind).toBe("conflict");
    expect(await db.user.count()).toBe(before);
  });

  it("refuses subjects of another batch", async () => {
    const other = await db.batch.create({
      data: { name: "Other", subjects: { create: { name: "Art" } } },
      include: { subjects: true },
    });
    const error = await failure(
      registerStudent({ ...student("mix@unit.test"), subjects: [other.subjects[0].id] }, "10.1.0.1"),
    );
    expect(error.kind).toBe("invalid");
    expect(await db.user.findUnique({ where: { email: "mix@unit.test" } })).toBeNull();
  });

  it("refuses a batch that does not exist", async () => {
    const error = await failure(registerStudent({ ...student("ghost@unit.test"), batchId: 99999 }, "10.1.0.1"));
    expect(error.kind).toBe("invalid");
  });
});

describe("sign-in and sessions", () => {
  it("signs a student in and the token opens a session for that student", async () => {
    const signedIn = await signIn({ role: "student", email: "asha@unit.test", password: "long-enough-pw" }, "10.0.0.1");
    expect(signedIn).toMatchObject({ role: "student", userName: "Asha Rao", batchId });
    const session = await validateSessionToken(signedIn.token);
    expect(session?.user.email).toBe("asha@unit.test");
    await invalidateSession(signedIn.token);
    expect(await validateSessionToken(signedIn.token)).toBeNull();
  });

  it("stores only the token's hash", async () => {
    const { token } = await signIn(
      { role: "student", email: "asha@unit.test", password: "long-enough-pw" },
      "10.0.0.1",
    );
    expect(await db.session.findUnique({ where: { id: token } })).toBeNull();
    expect(await db.session.count()).toBeGreaterThan(0);
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const wrongPassword = await failure(
      signIn({ role: "student", email: "asha@unit.test", password: "nope-nope" }, "10.0.0.2"),
    );
    const unknown = await failure(
      signIn({ role: "student", email: "nobody@unit.test", password: "nope-nope" }, "10.0.0.2"),
    );
    expect(wrongPassword.kind).toBe("unauthenticated");
    expect(unknown.message).toBe(wrongPassword.message);
  });

  it("does not let a student in through the teacher door", async () => {
    const error = await failure(
      signIn(
        { role: "teacher", email: "asha@unit.test", password: "long-enough-pw", teacher_code: "unit-teacher-code" },
        "10.0.0.3",
      ),
    );
    expect(error.kind).toBe("unauthenticated");
  });

  it("renews a session past half its life and drops an expired one", async () => {
    const { token } = await signIn(
      { role: "student", email: "asha@unit.test", password: "long-enough-pw" },
      "10.0.0.4",
    );
    const sessions = await db.session.findMany({ orderBy: { expiresAt: "desc" }, take: 1 });
    await db.session.update({
      where: { id: sessions[0].id },
      data: { expiresAt: new Date(Date.now() + 5 * 86_400_000) },
    });
    const renewed = await validateSessionToken(token);
    expect(renewed?.renewed).toBe(true);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await db.session.update({ where: { id: sessions[0].id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await validateSessionToken(token)).toBeNull();
  });

  it("slows the e-mail + address pair after five failures, not the owner on another address", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await failure(signIn({ role: "student", email: "asha@unit.test", password: "wrong-wrong" }, "10.0.0.5"));
    }
    const slowed = await failure(
      signIn({ role: "student", email: "asha@unit.test", password: "long-enough-pw" }, "10.0.0.5"),
    );
    expect(slowed.kind).toBe("too_many");
    expect(slowed.message).toMatch(/wait 1 minute/);
    const owner = await signIn({ role: "student", email: "asha@unit.test", password: "long-enough-pw" }, "10.0.0.6");
    expect(owner.role).toBe("student");
  });
});

describe("registration limit", () => {
  it("lets a class of 80 register from one address at once, refuses the 81st, not other addresses", async () => {
    const address = "10.3.0.1";
    const email = (n: number) => `many-${n}@unit.test`;
    let refusedAt = 0;
    for (let n = 1; n <= 81 && !refusedAt; n++) {
      const answer = await registerStudent(student(email(n)), address).catch((error: DomainError) => error);
      if (answer instanceof DomainError) refusedAt = n;
    }
    expect(refusedAt).toBe(81);
    expect(await db.user.count({ where: { email: email(81) } })).toBe(0);
    await registerStudent(student("other-network@unit.test"), "10.3.0.2");
  }, 60_000);

  it("after the burst, lets one more through every three minutes (20 an hour), and says how long to wait", async () => {
    const limit = createBurstLimit({
      name: "unit-burst",
      burst: 80,
      perHour: 20,
      message: (minutes) => `wait ${minutes}`,
    });
    const now = Date.UTC(2026, 0, 1);
    for (let n = 0; n < 80; n++) await limit.hit("10.4.0.1", now);
    await expect(limit.hit("10.4.0.1", now)).rejects.toThrow("wait 3");
    await expect(limit.hit("10.4.0.1", now + 2 * 60_000)).rejects.toThrow("wait 1");
    await limit.hit("10.4.0.1", now + 3 * 60_000);
    await expect(limit.hit("10.4.0.1", now + 3 * 60_000)).rejects.toThrow("wait 3");
    // 300 accounts from one address, all at once, take 80, then 11 hours at 20 an hour.
    const later = now + 4 * 60_000;
    const answers = await Promise.allSettled(Array.from({ length: 300 }, () => limit.hit("10.4.0.2", later)));
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(80);
  });
});

describe("teacher accounts", () => {
  it("needs the institute's teacher code", async () => {
    const input = { first_name: "Ravi", last_name: "K", email: "ravi@unit.test", password: "long-enough-pw" };
    const error = await failure(registerTeacher({ ...input, teacher_code: "guess" }, "10.0.0.7"));
    expect(error.fieldErrors?.teacher_code).toBeDefined();
    await registerTeacher({ ...input, teacher_code: "unit-teacher-code" }, "10.0.0.7");
    const signedIn = await signIn(
      { role: "teacher", email: "ravi@unit.test", password: "long-enough-pw", teacher_code: "unit-teacher-code" },
      "10.0.0.7",
    );
    expect(signedIn.role).toBe("teacher");
    const wrongCode = await failure(
      signIn(
        { role: "teacher", email: "ravi@unit.test", password: "long-enough-pw", teacher_code: "nope" },
        "10.0.0.7",
      ),
    );
    expect(wrongCode.kind).toBe("unauthenticated");
  });

  it("refuses teacher-code guesses past five an hour from one address, and past twenty from all", async () => {
    const input = { first_name: "Eve", last_name: "X", email: "eve@unit.test", password: "long-enough-pw" };
    for (let guess = 0; guess < 5; guess++) {
      expect((await failure(registerTeacher({ ...input, teacher_code: `guess-${guess}` }, "10.9.0.1"))).kind).toBe(
        "invalid",
      );
    }
    // Once limited, even the right code is not checked: a lucky guess would otherwise still get in.
    const limited = await failure(registerTeacher({ ...input, teacher_code: "unit-teacher-code" }, "10.9.0.1"));
    expect(limited.kind).toBe("too_many");

    let refusedOverall = false;
    for (let address = 2; address < 30 && !refusedOverall; address++) {
      const error = await failure(registerTeacher({ ...input, teacher_code: "wrong" }, `10.9.0.${address}`));
      refusedOverall = error.kind === "too_many";
    }
    expect(refusedOverall).toBe(true);
  });

  it("30 wrong codes from 6 addresses do not stop a teacher with the right password and code (issue 19)", async () => {
    const guesser = { first_name: "Mal", last_name: "Lory", email: "mal@unit.test", password: "long-enough-pw" };
    const guessers = Array.from({ length: 6 }, (_, n) => `10.19.0.${n + 1}`);
    const outcomes = new Set<string>();
    for (const [n, address] of guessers.entries()) {
      for (let guess = 0; guess < 5; guess++) {
        // Half at sign-up, half at sign-in with a made-up teacher's e-mail.
        const attempt =
          n % 2
            ? registerTeacher({ ...guesser, teacher_code: `guess-${n}-${guess}` }, address)
            : signIn({ role: "teacher", ...guesser, teacher_code: `guess-${n}-${guess}` }, address);
        outcomes.add((await failure(attempt)).kind);
      }
    }
    // The guessers were slowed: sign-up stopped checking their codes.
    expect(outcomes).toContain("too_many");
    expect((await failure(registerTeacher({ ...guesser, teacher_code: "unit-teacher-code" }, "10.19.1.1"))).kind).toBe(
      "too_many",
    );
    // The teacher gets in, from a new address and from one of the guessers' (a shared network).
    const ravi = { role: "teacher" as const, email: "ravi@unit.test", password: "long-enough-pw" };
    for (const address of ["10.19.1.2", guessers[1]]) {
      expect((await signIn({ ...ravi, teacher_code: "unit-teacher-code" }, address)).role).toBe("teacher");
    }
    // A wrong code with the right password is still refused, and the same way as a wrong password.
    const wrongCode = await failure(signIn({ ...ravi, teacher_code: "not-the-code" }, "10.19.1.3"));
    expect(wrongCode.message).toBe("Invalid email, password or teacher code");
  });

  it("twenty wrong codes sent with a teacher's e-mail do not make that teacher wait on a new address", async () => {
    await teacherAccount("nila@unit.test");
    const nila = { role: "teacher" as const, email: "nila@unit.test" };
    for (let address = 1; address <= 4; address++) {
      for (let guess = 0; guess < 5; guess++) {
        const password = guess % 2 ? "long-enough-pw" : `guess-${guess}`;
        const attempt = signIn({ ...nila, password, teacher_code: `code-${address}-${guess}` }, `10.20.1.${address}`);
        expect((await failure(attempt)).kind).toBe("unauthenticated");
      }
    }
    const signedIn = await signIn(
      { ...nila, password: "long-enough-pw", teacher_code: "unit-teacher-code" },
      "10.20.2.1",
    );
    expect(signedIn.role).toBe("teacher");
  });

  it("still slows password guesses that carry the right teacher code, account-wide", async () => {
    await teacherAccount("omar@unit.test");
    const omar = { role: "teacher" as const, email: "omar@unit.test", teacher_code: "unit-teacher-code" };
    for (let guess = 0; guess < 12; guess++) {
      await failure(signIn({ ...omar, password: `guess-${guess}` }, `10.21.1.${guess % 3}`));
    }
    expect((await failure(signIn({ ...omar, password: "long-enough-pw" }, "10.21.2.1"))).kind).toBe("too_many");
  });

  it("lets only a teacher create a batch", async () => {
    const asStudent = { ...teacher, role: "student" as const };
    expect((await failure(createBatch(asStudent, { batch_name: "X", duration: 1 }))).kind).toBe("forbidden");
    expect((await failure(createBatch(null, { batch_name: "X", duration: 1 }))).kind).toBe("unauthenticated");
  });
});
