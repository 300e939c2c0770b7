import { paymentSchema } from "~/schemas/fees";
import { gstSettingsSchema, studentTaxSchema } from "~/schemas/gst";
import { saveGstSettings } from "../fees/gst/gst-settings.server";
import { saveStudentTax } from "../fees/gst/student-details.server";
import { recordPayment, reversePayment } from "../fees/payments.server";
import type { DemoClock } from "./dates.server";
import type { DemoPeople } from "./people";

/**
 * The institute registered for GST in the term, after the first instalment's receipts (plain receipts): its GSTIN
 * is a Maharashtra one (Pune) with a right check character, and its fees include GST. From then on, Ananya, whose
 * family lives in Karnataka, paid her second instalment (a tax invoice with IGST), and Rohan's cheque for part of
 * what he owes came back unpaid (a tax invoice with CGST and SGST, and its credit note). Nobody's dues change:
 * Rohan's and Kavya's stay overdue, Aarav's second instalment stays due.
 */
export async function seedDemoGst({ teacher, students }: DemoPeople, clock: DemoClock) {
  const [, ananya, rohan] = students;
  await saveGstSettings(
    teacher,
    gstSettingsSchema.parse({ registered: true, gstin: "27AAECV1234M1Z6", state: "27", fees_include_gst: true }),
  );
  await saveStudentTax(teacher, ananya.id, studentTaxSchema.parse({ state: "29" }));
  const bounced = await recordPayment(
    teacher,
    paymentSchema.parse({
      student_id: rohan.id,
      amount: "2,000",
      paid_on: clock.dayIn(-6),
      mode: "cheque",
      reference: "Cheque 004512",
    }),
  );
  await reversePayment(teacher, bounced.payment.id, { reason: "Cheque returned unpaid by the bank" });
  await recordPayment(
    teacher,
    paymentSchema.parse({
      student_id: ananya.id,
      amount: "10,000",
      paid_on: clock.dayIn(-2),
      mode: "upi",
      reference: "433120998877",
    }),
  );
}
