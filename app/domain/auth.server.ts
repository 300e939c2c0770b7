import { timingSafeEqual } from "node:crypto";
import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { StudentRegistration, StudentSignIn, TeacherSignIn, TeacherSignUp } from "~/schemas/auth";
import { displayName, type Role } from "./actor";
import { conflict, forbidden, invalid, unauthenticated } from "./errors.server";
import { hashPassword, spendPasswordTime, verifyPassword } from "./passwords.server";
import { createRateLimit } from "./rate-limit.server";
import { createSession } from "./sessions.server";
import { isUniqueViolation } from "./unique-violation.server";

const TOO_MANY = "Too many sign-in attempts. Please wait 15 minutes and try again.";
// Failed attempts only: a class signing in from one school network must not lock itself out.
const failuresPerEmail = createRateLimit({ limit: 5, windowMs: 15 * 60_000, message: TOO_MANY });
const failuresPerAddress = createRateLimit({ limit: 50, windowMs: 15 * 60_000, message: TOO_MANY });

// The teacher code opens a full teacher account, so wrong guesses are limited per address and
// overall (one attacker may use many addresses); while the limit holds, no code is checked at all.
const CODE_GUESSES = "Too many wrong teacher codes. Please wait an hour and try again.";
const HOUR = 60 * 60_000;
const codeFailuresPerAddress = createRateLimit({
  limit: config.TEACHER_CODE_GUESSES_PER_HOUR,
  windowMs: HOUR,
  message: CODE_GUESSES,
});
const codeFailuresOverall = createRateLimit({
  limit: config.TEACHER_CODE_GUESSES_PER_HOUR * 4,
  windowMs: HOUR,
  message: CODE_GUESSES,
});
const registrationsPerAddress = createRateLimit({
  limit: config.REGISTRATION_LIMIT_PER_HOUR,
  windowMs: HOUR,
  message: "Too many registrations from your network. Please try again in an hour.",
});

/** The one place the teacher code is checked, behind the guess limits. */
function teacherCodeMatches(code: string, address: string) {
  codeFailuresPerAddress.check(address);
  codeFailuresOverall.check("everyone");
  const expected = Buffer.from(config.TEACHER_CODE);
  const given = Buffer.from(code);
  if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  codeFailuresPerAddress.hit(address);
  codeFailuresOverall.hit("everyone");
  return false;
}

const WRONG_CREDENTIALS = "Invalid email or password";
const WRONG_TEACHER_CREDENTIALS = "Invalid email, password or teacher code";

export type SignedIn = {
  token: string;
  expiresAt: Date;
  role: Role;
  user: string;
  batch_id: number;
  message: string;
};

type SignInRequest = ({ role: "student" } & StudentSignIn) | ({ role: "admin" } & TeacherSignIn);

/** Checks the credentials for the expected role and opens a new session. */
export async function signIn(request: SignInRequest, address: string): Promise<SignedIn> {
  const emailKey = `${request.role}:${request.email}`;
  failuresPerEmail.check(emailKey);
  failuresPerAddress.check(address);

  const account = await db.user.findUnique({
    where: { email: request.email },
    select: {
      id: true,
      role: true,
      firstName: true,
      lastName: true,
      batchId: true,
      deactivatedAt: true,
      password: { select: { hash: true } },
    },
  });
  const passwordOk = account?.password
    ? await verifyPassword(account.password.hash, request.password)
    : await spendPasswordTime(request.password).then(() => false);
  const codeOk = request.role !== "admin" || teacherCodeMatches(request.teacher_code, address);

  if (!account || !passwordOk || !codeOk || account.role !== request.role) {
    failuresPerEmail.hit(emailKey);
    failuresPerAddress.hit(address);
    throw unauthenticated(request.role === "admin" ? WRONG_TEACHER_CREDENTIALS : WRONG_CREDENTIALS);
  }
  failuresPerEmail.reset(emailKey);
  // Issue 10: a deactivated account is told so, only after its own password proved who is asking.
  if (account.deactivatedAt) throw forbidden("This account has been deactivated. Please contact the institute.");

  const { token, expiresAt } = await createSession(account.id);
  return {
    token,
    expiresAt,
    role: request.role,
    user: displayName(account),
    batch_id: account.batchId ?? -1,
    message: "Logged in successfully",
  };
}

/** A new student in one batch, registered for some of its subjects; the teacher permits access later. */
export async function registerStudent(input: StudentRegistration, address: string) {
  registrationsPerAddress.hit(address);
  const batch = await db.batch.findUnique({
    // Archived batches take no new students (issue 10).
    where: { id: input.batchId, archivedAt: null },
    select: { subjects: { select: { id: true } } },
  });
  if (!batch) throw invalid("That batch does not exist.", { batchId: ["Choose one of the listed batches"] });
  const offered = new Set(batch.subjects.map((subject) => subject.id));
  const subjectIds = [...new Set(input.subjects)];
  if (subjectIds.some((id) => !offered.has(id))) {
    throw invalid("Choose subjects of the selected batch.", { subjects: ["Choose subjects of the selected batch"] });
  }

  const hash = await hashPassword(input.password);
  const student = await createAccount({
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    role: "student",
    batchId: input.batchId,
    password: { create: { hash } },
    access: { create: subjectIds.map((subjectId) => ({ subjectId })) },
  });
  return { student: { id: student.id, email: student.email }, message: "Registration successful. Please sign in." };
}

export async function registerTeacher(input: TeacherSignUp, address: string) {
  if (!teacherCodeMatches(input.teacher_code, address)) {
    throw invalid("The teacher code is not correct.", { teacher_code: ["The teacher code is not correct"] });
  }
  const hash = await hashPassword(input.password);
  const teacher = await createAccount({
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    role: "admin",
    password: { create: { hash } },
  });
  return { teacher: { id: teacher.id, email: teacher.email }, message: "Account created successfully!" };
}

async function createAccount(data: Prisma.UserUncheckedCreateInput) {
  try {
    return await db.user.create({ data, select: { id: true, email: true } });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict("An account with this email already exists.", {
        email: ["An account with this email already exists"],
      });
    }
    throw error;
  }
}
