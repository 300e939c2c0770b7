import { db } from "~/db.server";
import type { StudentTaxInput } from "~/schemas/gst";
import type { Actor } from "../../access/actor";
import { assertTeacher } from "../../access/guards.server";
import { notFound } from "../../core/errors.server";
import { isGstRegistered } from "./gst-settings.server";

/**
 * A student's GSTIN and state, as the teacher gives them: the recipient on the student's tax invoices and the
 * place of supply. Empty both, the row goes; invoices already issued keep what they said.
 */

export async function readStudentTax(studentId: number) {
  const row = await db.studentTaxDetails.findUnique({ where: { studentId } });
  return { gstin: row?.gstin ?? "", state: row?.state ?? "" };
}

/** The student's tax details for their page, or null while the institute is not GST-registered (nothing is shown). */
export async function taxDetailsIfRegistered(studentId: number) {
  return (await isGstRegistered()) ? readStudentTax(studentId) : null;
}

export async function saveStudentTax(actor: Actor, studentId: number, input: StudentTaxInput) {
  assertTeacher(actor);
  const student = await db.user.findFirst({ where: { id: studentId, role: "student" }, select: { id: true } });
  if (!student) throw notFound("That student does not exist.");
  if (input.gstin === "" && input.state === "") await db.studentTaxDetails.deleteMany({ where: { studentId } });
  else
    await db.studentTaxDetails.upsert({
      where: { studentId },
      create: { studentId, ...input },
      update: input,
    });
  return { details: input, message: "Tax details saved" };
}
