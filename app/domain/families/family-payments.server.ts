import type { UpiReportInput } from "~/schemas/fees";
import { reportUpiPaymentBy } from "../fees/upi.server";
import { guardianOfLink } from "./family-link.server";

/**
 * 'I have paid' from the parent's page: the link is the guardian's say-so (they have no account), so the report is
 * of their student's account and from them; the teacher confirms it as any other.
 */
export async function reportUpiPaymentFromFamily(token: string, input: UpiReportInput) {
  const { guardianId, studentId } = await guardianOfLink(token);
  return reportUpiPaymentBy({ studentId, guardianId }, input);
}
