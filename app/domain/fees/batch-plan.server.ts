import type { PutManyOnPlanInput } from "~/schemas/fees";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { invalid } from "../core/errors.server";
import { say } from "../core/say.server";
import { inTransaction } from "../core/transaction.server";
import { newAccount, planToJoin } from "./accounts.server";
import { duesTaxIn } from "./gst/dues-tax.server";

/**
 * Puts many students of a plan's batch on it at once: the ones listed, or every student of the batch still
 * signing in (not deactivated). Whoever is already on a plan keeps it, so the same call sent again adds nobody;
 * discounts and other exceptions stay one student at a time. All or nothing, in one transaction.
 */
export async function putManyOnPlan(actor: Actor, input: PutManyOnPlanInput) {
  assertTeacher(actor);
  const outcome = await inTransaction(async (tx) => {
    const plan = await planToJoin(tx, input.plan_id);
    const students = await tx.user.findMany({
      where: {
        role: "student",
        batchId: plan.batchId,
        deactivatedAt: null,
        ...(input.student_ids ? { id: { in: input.student_ids } } : {}),
      },
      select: { id: true, feeAccount: { select: { id: true } } },
    });
    const found = new Set(students.map((student) => student.id));
    const strangers = (input.student_ids ?? []).filter((id) => !found.has(id));
    if (strangers.length > 0) {
      const said = say("These are not students of the plan's batch: {{ids}}", { ids: strangers.join(", ") }, "fees");
      throw invalid(said, { student_ids: [said] });
    }
    const newcomers = students.filter((student) => student.feeAccount === null);
    for (const student of newcomers)
      await tx.feeAccount.create({ data: newAccount(plan, student.id, { taxOf: await duesTaxIn(tx, student.id) }) });
    return { plan: plan.name, added: newcomers.length, kept: students.length - newcomers.length };
  });
  return {
    added: outcome.added,
    kept: outcome.kept,
    message: say("{{plan}}: {{added}} added, {{kept}} already on a plan kept", outcome, "fees"),
  };
}
