import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { registerStudent, signIn } from "~/domain/accounts/auth.server";
import { idOfToken } from "~/domain/accounts/one-time-tokens.server";
import { isCommonPassword } from "~/domain/accounts/password-policy.server";
import {
  changePassword,
  createStudentResetLink,
  RESET_IN_OUTBOX,
  RESET_MAILS_PER_HOUR,
  requestPasswordReset,
  resetPassword,
} from "~/domain/accounts/password-reset.server";
import { validateSessionToken } from "~/domain/accounts/sessions.server";
import { sendWelcomeLink } from "~/domain/accounts/welcome-link.server";
import { createBatch } from "~/domain/catalogue/batches.server";
import { inTransaction } from "~/domain/core/transaction.server";
import { deactivateStudent } from "~/domain/students/directory.server";
import { failure } from "../support/domain-failure";

const teacher = {
  id: 0,
  email: "t@unit.test",
  firstName: "T",
  lastName: "One",
  role: "teacher" as const,
  batchId: null,
};
const SITE = "https://institute.example";
let batchId: number;

beforeAll(async () => {
  batchId = (await createBatch(teacher, { batch_name: "Reset Batch", duration: 12 })).batch.id;
});

async function newStudent(email: string) {
  const { student } = await registerStudent(
    {
      first_name: "Reset",
      last_name: "Person",
      email,
      password: "original-pass-11",
      batchId,
      subjects: [],
    },
    "10.9.9.9",
  );
  return student;
}

const tokenOf = (link: string) => link.split("/").at(-1) ?? "";
const mailsTo = (to: string) => db.outboxMail.findMany({ where: { to }, orderBy: { id: "asc" } });

// Several argon2 hashes per test: slow on a busy machine.
describe("password reset", { timeout: 30_000 }, () => {
  it("answers the same for any e-mail and mails a link only to an account", async () => {
    await newStudent("known@unit.test");
    // Unit tests run without a mail server, so the answer says where the link went.
    expect(await requestPasswordReset({ email: "known@unit.test" }, "10.9.0.1", SITE)).toEqual({
      message: RESET_IN_OUTBOX,
    });
    expect(await requestPasswordReset({ email: "unknown@unit.test" }, "10.9.0.1", SITE)).toEqual({
      message: RESET_IN_OUTBOX,
    });
    expect(await mailsTo("unknown@unit.test")).toHaveLength(0);
    const [mail] = await mailsTo("known@unit.test");
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text).toMatch(/https:\/\/institute\.example\/reset-password\/[A-Za-z0-9_-]{43}/);
  });

  it("stores only the SHA-256 of the token, and the link works once", async () => {
    const student = await newStudent("once@unit.test");
    const session = await signIn(
      { role: "student", email: "once@unit.test", password: "original-pass-11" },
      "10.9.0.2",
    );
    const { link } = await createStudentResetLink(teacher, student.id, SITE);
    const token = tokenOf(link);
    const row = await db.passwordResetToken.findFirstOrThrow({ where: { userId: student.id } });
    expect(row.id).toBe(idOfToken(token));
    expect(row.id).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(60 * 60_000, -4);

    await resetPassword(token, { password: "brand-new-pass-22" });
    expect(await validateSessionToken(session.token)).toBeNull();
    expect((await mailsTo("once@unit.test")).map((m) => m.subject)).toContain("Your password has been changed");
    expect((await failure(resetPassword(token, { password: "another-pass-33" }))).message).toMatch(/already been used/);
    await signIn({ role: "student", email: "once@unit.test", password: "brand-new-pass-22" }, "10.9.0.2");
  });

  it("refuses a link older than an hour, a made-up token and a common password", async () => {
    const student = await newStudent("late@unit.test");
    const { link } = await createStudentResetLink(teacher, student.id, SITE);
    expect(
      (await failure(resetPassword(tokenOf(link), { password: "password123" }))).fieldErrors?.password,
    ).toBeDefined();
    await db.passwordResetToken.updateMany({
      where: { userId: student.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await failure(resetPassword(tokenOf(link), { password: "brand-new-pass-22" }))).kind).toBe("invalid");
    expect((await failure(resetPassword("x".repeat(43), { password: "brand-new-pass-22" }))).kind).toBe("invalid");
  });

  it(`mails at most ${RESET_MAILS_PER_HOUR} links per account an hour`, async () => {
    await newStudent("many@unit.test");
    for (let i = 0; i < 5; i++) await requestPasswordReset({ email: "many@unit.test" }, "10.9.0.3", SITE);
    expect(await mailsTo("many@unit.test")).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it("lets only a teacher make a link, and only for a student", async () => {
    const student = await newStudent("only@unit.test");
    const asStudent = { ...teacher, id: student.id, role: "student" as const };
    expect((await failure(createStudentResetLink(asStudent, student.id, SITE))).kind).toBe("forbidden");
    expect((await failure(createStudentResetLink(teacher, 999_999, SITE))).kind).toBe("not_found");
  });
});

describe("change password", { timeout: 30_000 }, () => {
  it("needs the current password and signs out every other session", async () => {
    const student = await newStudent("change@unit.test");
    const actor = { ...teacher, id: student.id, email: "change@unit.test", role: "student" as const };
    const credentials = { role: "student" as const, email: "change@unit.test", password: "original-pass-11" };
    const here = await signIn(credentials, "10.9.0.4");
    const elsewhere = await signIn(credentials, "10.9.0.5");
    const wrong = await failure(
      changePassword(actor, here.token, { current_password: "nope", password: "next-pass-44x" }),
    );
    expect(wrong.fieldErrors?.current_password).toBeDefined();
    await changePassword(actor, here.token, { current_password: "original-pass-11", password: "next-pass-44x" });
    expect(await validateSessionToken(here.token)).not.toBeNull();
    expect(await validateSessionToken(elsewhere.token)).toBeNull();
  });
});

describe("reset links end with a password change or a deactivation (issue 19)", { timeout: 30_000 }, () => {
  it("refuses a link asked for before the password was changed", async () => {
    const student = await newStudent("changed-after-link@unit.test");
    const { link } = await createStudentResetLink(teacher, student.id, SITE);
    const actor = { ...teacher, id: student.id, email: "changed-after-link@unit.test", role: "student" as const };
    await changePassword(actor, null, { current_password: "original-pass-11", password: "next-pass-44x" });
    expect((await failure(resetPassword(tokenOf(link), { password: "taken-over-55y" }))).message).toMatch(
      /already been used/,
    );
  });

  it("refuses a link asked for before the account was deactivated", async () => {
    const student = await newStudent("deactivated-after-link@unit.test");
    const { link } = await createStudentResetLink(teacher, student.id, SITE);
    await deactivateStudent(teacher, student.id);
    expect((await failure(resetPassword(tokenOf(link), { password: "taken-over-55y" }))).message).toMatch(
      /already been used/,
    );
  });
});

describe("password policy", () => {
  it("refuses common passwords and keyboard patterns, accepts unrelated words", async () => {
    const common = ["password", "password123", "qwertyuiop", "12345678", "iloveyou1"];
    expect(await Promise.all(common.map((p) => isCommonPassword(p)))).toEqual([true, true, true, true, true]);
    expect(await isCommonPassword("orange-kite-tuesday")).toBe(false);
  });
});

describe("a welcome link for a student the teacher added", () => {
  it("lets a student without a password choose one, in their language, by mail and WhatsApp, for a week", async () => {
    const student = await db.user.create({
      data: {
        email: "welcome@unit.test",
        firstName: "Naya",
        lastName: "Chhatra",
        role: "student",
        batchId,
        language: "hi",
        // Not one of the +9198000000… numbers tests/unit/messages.test.ts reads the whole outbox for.
        mobile: "+919811100011",
      },
    });
    const link = await inTransaction((tx) => sendWelcomeLink(tx, student, SITE));
    expect(link).toMatch(/^https:\/\/institute\.example\/reset-password\//);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: "welcome@unit.test" } });
    expect(mail.text).toContain(link);
    expect(mail.subject).toContain("अपना पासवर्ड चुनें");
    const text = await db.whatsAppMessage.findFirstOrThrow({ where: { to: "+919811100011" } });
    expect(text.text).toContain(link);
    const token = link.split("/").pop() as string;
    const row = await db.passwordResetToken.findUniqueOrThrow({ where: { id: idOfToken(token) } });
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(6 * 24 * 60 * 60_000);
    await resetPassword(token, { password: "my-first-pass-42" });
    const signedIn = await signIn(
      { role: "student", email: "welcome@unit.test", password: "my-first-pass-42" },
      "10.0.0.9",
    );
    expect(signedIn.userName).toBe("Naya Chhatra");
  });
});
