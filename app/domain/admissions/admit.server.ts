import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { AdmitInput } from "~/schemas/admissions";
import { type Actor, displayName, STORED_ROLE } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { newRegistrations } from "../access/registrations.server";
import { sendWelcomeLink } from "../accounts/welcome-link.server";
import { activeBatchWhere } from "../catalogue/batches.server";
import { conflict, invalid, notFound } from "../core/errors.server";
import { inTransaction } from "../core/transaction.server";
import { isUniqueViolation } from "../core/unique-violation.server";
import { newAccount, planToJoin } from "../fees/accounts.server";
import { duesTaxIn } from "../fees/gst/dues-tax.server";
import { ALREADY_ADMITTED } from "./enquiries.server";

const NOT_FOUND = "That enquiry does not exist.";
const EMAIL_TAKEN = "An account with this email already exists.";

/** "Asha Rani Verma" as a first name and a last name, the last word being the last name. */
const splitName = (name: string) => {
  const words = name.trim().split(/\s+/);
  return words.length > 1
    ? { first: words.slice(0, -1).join(" "), last: words[words.length - 1] }
    : { first: words[0] ?? "", last: "" };
};

/**
 * What 'Admit' offers and fills in from the enquiry, so nothing is typed twice: the batches with their subjects and
 * plans, the batch asked about, the enquirer's name, e-mail and mobile for the student and the guardian.
 */
export async function admitChoices(actor: Actor, enquiryId: number) {
  assertTeacher(actor);
  const enquiry = await db.enquiry.findUnique({
    where: { id: enquiryId },
    select: { id: true, name: true, email: true, mobile: true, batchId: true, studentId: true },
  });
  if (!enquiry) throw notFound(NOT_FOUND);
  const batches = await db.batch.findMany({
    where: activeBatchWhere,
    orderBy: { id: "asc" },
    select: {
      id: true,
      name: true,
      subjects: { orderBy: { id: "asc" }, select: { id: true, name: true } },
      feePlans: { where: { retiredAt: null }, orderBy: { id: "asc" }, select: { id: true, name: true } },
    },
  });
  const { first, last } = splitName(enquiry.name);
  const batch = batches.find((one) => one.id === enquiry.batchId) ?? batches[0];
  return {
    enquiry,
    batches,
    prefilled: {
      first_name: first,
      last_name: last,
      email: enquiry.email ?? "",
      batch_id: batch ? String(batch.id) : "",
      subjects: batch ? batch.subjects.map((subject) => String(subject.id)) : [],
      guardian_name: enquiry.name,
      guardian_relation: "guardian",
      guardian_mobile: enquiry.mobile,
      plan_id: "",
    },
  };
}

async function batchAndPlan(tx: Prisma.TransactionClient, input: AdmitInput) {
  const batch = await tx.batch.findFirst({
    where: { id: input.batch_id, ...activeBatchWhere },
    select: { id: true, subjects: { select: { id: true } } },
  });
  if (!batch) throw invalid("That batch is not taking students.", { batch_id: ["Choose one of the listed batches"] });
  const offered = new Set(batch.subjects.map((subject) => subject.id));
  if (input.subjects.some((id) => !offered.has(id)))
    throw invalid("Choose subjects of the selected batch.", { subjects: ["Choose subjects of the selected batch"] });
  if (input.plan_id === undefined) return { batch, plan: null };
  const plan = await planToJoin(tx, input.plan_id);
  if (plan.batchId !== batch.id)
    throw invalid("That plan is for another batch", { plan_id: ["Choose a plan of the chosen batch"] });
  return { batch, plan };
}

/**
 * 'Admit' in one transaction: the student (no password yet, permitted at once in the chosen subjects), their
 * guardian from the enquiry's contact, their fee account on the chosen plan, the enquiry marked admitted with the
 * student, and the link to choose a password. Either all of it happens or none; a second 'Admit' of the same
 * enquiry changes nothing (409).
 */
export async function admitEnquiry(actor: Actor, enquiryId: number, input: AdmitInput) {
  assertTeacher(actor);
  try {
    return await inTransaction(async (tx) => {
      const enquiry = await tx.enquiry.findUnique({
        where: { id: enquiryId },
        select: { id: true, email: true, language: true, studentId: true },
      });
      if (!enquiry) throw notFound(NOT_FOUND);
      if (enquiry.studentId !== null) throw conflict(ALREADY_ADMITTED);
      const { batch, plan } = await batchAndPlan(tx, input);
      if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } }))
        throw conflict(EMAIL_TAKEN, { email: ["An account with this email already exists"] });
      const student = await tx.user.create({
        data: {
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          role: STORED_ROLE.student,
          batchId: batch.id,
          language: enquiry.language,
          access: newRegistrations(input.subjects, true),
          guardians: {
            create: [
              {
                name: input.guardian_name,
                relation: input.guardian_relation,
                mobile: input.guardian_mobile,
                // The enquiry's e-mail is the guardian's when the student has another one.
                email: enquiry.email && enquiry.email !== input.email ? enquiry.email : null,
                language: enquiry.language,
              },
            ],
          },
        },
        select: { id: true, email: true, firstName: true, lastName: true, language: true, mobile: true },
      });
      if (plan)
        await tx.feeAccount.create({ data: newAccount(plan, student.id, { taxOf: await duesTaxIn(tx, student.id) }) });
      const admitted = await tx.enquiry.updateMany({
        where: { id: enquiry.id, studentId: null },
        data: { stage: "admitted", studentId: student.id, lostReason: "", followUpOn: null },
      });
      if (admitted.count === 0) throw conflict(ALREADY_ADMITTED);
      await sendWelcomeLink(tx, student);
      return {
        student: { id: student.id, email: student.email, name: displayName(student) },
        message: "Admitted: a link to choose a password is on its way to the student",
      };
    });
  } catch (error) {
    // Two admissions at once: the second meets the first's student on the enquiry, or its e-mail.
    if (isUniqueViolation(error)) throw conflict(ALREADY_ADMITTED);
    throw error;
  }
}
