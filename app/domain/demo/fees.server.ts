import { feePlanSchema, paymentSchema, putOnPlanSchema } from "~/schemas/fees";
import { putOnPlan } from "../fees/accounts.server";
import { recordPayment } from "../fees/payments.server";
import { createPlan } from "../fees/plans.server";
import type { DemoClock } from "./dates.server";
import type { DemoPeople } from "./people";

/**
 * A year's fee in three instalments: the first was due a month ago, the second is due in five days (days on
 * which no fee reminder falls, so the outbox starts empty). Aarav and Ananya paid the first (receipts 1 and 2),
 * Rohan paid part of it and Kavya nothing: the dues list has two overdue.
 */
export async function seedDemoFees({ teacher, batchId, students }: DemoPeople, clock: DemoClock) {
  const { plan } = await createPlan(
    teacher,
    feePlanSchema.parse({
      name: "Class 10 full year",
      batch_id: batchId,
      total: "36,000",
      instalments: [
        { amount: "12,000", due_on: clock.dayIn(-30) },
        { amount: "12,000", due_on: clock.dayIn(5) },
        { amount: "12,000", due_on: clock.dayIn(60) },
      ],
    }),
  );
  const [aarav, ananya, rohan, kavya] = students;
  for (const student of [aarav, rohan, kavya])
    await putOnPlan(teacher, putOnPlanSchema.parse({ student_id: student.id, plan_id: plan.id }));
  await putOnPlan(
    teacher,
    putOnPlanSchema.parse({
      student_id: ananya.id,
      plan_id: plan.id,
      discount: "2,000",
      discount_reason: "Sibling discount",
    }),
  );
  const payments = [
    {
      student_id: aarav.id,
      amount: "12,000",
      paid_on: clock.dayIn(-32),
      mode: "upi",
      reference: "433120987654",
    },
    {
      student_id: ananya.id,
      amount: "12,000",
      paid_on: clock.dayIn(-31),
      mode: "cash",
    },
    {
      student_id: rohan.id,
      amount: "5,000",
      paid_on: clock.dayIn(-20),
      mode: "cash",
      note: "Rest after Diwali",
    },
  ];
  for (const payment of payments) await recordPayment(teacher, paymentSchema.parse(payment));
}
