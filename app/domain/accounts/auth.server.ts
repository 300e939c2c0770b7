import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { requestTranslator } from "~/i18n/request-language.server";
import type { StudentRegistration, StudentSignIn, TeacherSignIn, TeacherSignUp } from "~/schemas/auth";
import { displayName, type Role, roleOf, STORED_ROLE } from "../access/actor";
import { newRegistrations } from "../access/registrations.server";
import { conflict, forbidden, invalid, unauthenticated } from "../core/errors.server";
import { createBurstLimit } from "../core/rate-limit.server";
import { isUniqueViolation } from "../core/unique-violation.server";
import { type DeviceEntry, knowsAccount, rememberSignIn, skipsTeacherCode } from "./known-devices.server";
import { assertStrongPassword } from "./password-policy.server";
import { hashPassword, spendPasswordTime, verifyPassword } from "./passwords.server";
import { createSession } from "./sessions.server";
import { createSignInThrottle } from "./sign-in-throttle.server";
import { checkTeacherCode, teacherCodeIsOn, teacherCodeIsRight, teacherCodeRequired } from "./teacher-code.server";

const SIGN_UP_CLOSED = "Teacher sign-up with the code is turned off. Ask the institute's owner for an invitation.";

// Wrong passwords slow down the account they target; a classroom on one address is not refused.
const throttle = createSignInThrottle();

// A class registering together on one network is let through at once; then the pace slows (README, "Limits").
const registrationsPerAddress = createBurstLimit({
  name: "registrations",
  burst: config.REGISTRATION_BURST,
  perHour: config.REGISTRATION_LIMIT_PER_HOUR,
  message: (minutes) =>
    requestTranslator()("Too many registrations from your network. Please try again in {{count}} minutes.", {
      count: minutes,
    }),
});

const WRONG_CREDENTIALS = "Invalid email or password";
const WRONG_TEACHER_CREDENTIALS = "Invalid email, password or teacher code";

export type SignedIn = {
  token: string;
  expiresAt: Date;
  role: Role;
  /** The person's full name. */
  userName: string;
  batchId: number | null;
};

type SignInRequest = ({ role: "student" } & StudentSignIn) | ({ role: "teacher" } & TeacherSignIn);

/**
 * Checks the credentials for the expected role and opens a new session. `device`: what the browser's
 * signed cookie says about the accounts that signed in on it (known-devices.server.ts); the answer
 * carries the entries to write back.
 */
export async function signIn(
  request: SignInRequest,
  address: string,
  device: DeviceEntry[] = [],
): Promise<SignedIn & { device: DeviceEntry[] }> {
  const now = Date.now();
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
  const codeAsked =
    request.role === "teacher" && !(account && skipsTeacherCode(device, account.id, now)) && (await teacherCodeIsOn());
  if (codeAsked && !request.teacher_code) throw teacherCodeRequired();

  // A wrong teacher code can never get in, whatever the password, so it tells a guesser nothing about the
  // password: such an attempt is not one of the account's failures, and strangers' wrong codes never put
  // the account in the wait that would hold its teacher back on a new address.
  const codeOk = !codeAsked || (await teacherCodeIsRight(request.teacher_code));
  // Counted as a failure before the password is checked, so simultaneous guesses cannot slip past.
  const attempt = await throttle.begin(`${request.role}:${request.email}`, address, now, {
    knownDevice: account ? knowsAccount(device, account.id) : false,
    countsOnAccount: codeOk,
  });
  const passwordOk = account?.password
    ? await verifyPassword(account.password.hash, request.password)
    : await spendPasswordTime(request.password).then(() => false);

  if (!account || !passwordOk || !codeOk || roleOf(account.role) !== request.role) {
    throw unauthenticated(request.role === "teacher" ? WRONG_TEACHER_CREDENTIALS : WRONG_CREDENTIALS);
  }
  await throttle.succeeded(attempt);
  // A deactivated account is told so, only after its own password proved who is asking.
  if (account.deactivatedAt) throw forbidden("This account has been deactivated. Please contact the institute.");

  const { token, expiresAt } = await createSession(account.id);
  return {
    token,
    expiresAt,
    role: request.role,
    userName: displayName(account),
    batchId: account.batchId,
    device: rememberSignIn(device, account.id, codeAsked ? now : null),
  };
}

/** A new student in one batch, registered for some of its subjects; the teacher permits access later. */
export async function registerStudent(input: StudentRegistration, address: string) {
  await registrationsPerAddress.hit(address);
  const batch = await db.batch.findUnique({
    // Archived batches take no new students.
    where: { id: input.batchId, archivedAt: null },
    select: { subjects: { select: { id: true } } },
  });
  if (!batch) throw invalid("That batch does not exist.", { batchId: ["Choose one of the listed batches"] });
  const offered = new Set(batch.subjects.map((subject) => subject.id));
  const subjectIds = [...new Set(input.subjects)];
  if (subjectIds.some((id) => !offered.has(id))) {
    throw invalid("Choose subjects of the selected batch.", { subjects: ["Choose subjects of the selected batch"] });
  }

  await assertStrongPassword(input.password, [input.email, input.first_name, input.last_name]);
  const hash = await hashPassword(input.password);
  const student = await createAccount({
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    role: STORED_ROLE.student,
    batchId: input.batchId,
    password: { create: { hash } },
    access: newRegistrations(subjectIds),
    ...(input.guardian ? { guardians: { create: [input.guardian] } } : {}),
  });
  return { student: { id: student.id, email: student.email }, message: "Registration successful. Please sign in." };
}

export async function registerTeacher(input: TeacherSignUp, address: string) {
  const code = await checkTeacherCode(input.teacher_code, address);
  if (code === "off") throw forbidden(SIGN_UP_CLOSED);
  if (code === "wrong") {
    throw invalid("The teacher code is not correct.", { teacher_code: ["The teacher code is not correct"] });
  }
  await assertStrongPassword(input.password, [input.email, input.first_name, input.last_name]);
  const hash = await hashPassword(input.password);
  const teacher = await createAccount({
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    role: STORED_ROLE.teacher,
    password: { create: { hash } },
  });
  return { teacher: { id: teacher.id, email: teacher.email }, message: "Account created successfully!" };
}

export async function createAccount(data: Prisma.UserUncheckedCreateInput) {
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
