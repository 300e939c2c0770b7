import { db } from "~/db.server";
import type { FeePlanInput } from "~/schemas/fees";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, invalid, notFound } from "../core/errors.server";
import { say } from "../core/say.server";
import { inTransaction } from "../core/transaction.server";
import { money } from "./amounts-said.server";
import { rupeesText } from "./money";

/** Fee plans of a batch: a total in instalments that add up to it (the schema checks the sum). */

const planSelect = {
  id: true,
  name: true,
  totalPaise: true,
  retiredAt: true,
  batch: { select: { id: true, name: true } },
  instalments: { orderBy: { position: "asc" }, select: { position: true, amountPaise: true, dueOn: true } },
  _count: { select: { accounts: true } },
} as const;

type PlanRecord = {
  id: number;
  name: string;
  totalPaise: number;
  retiredAt: Date | null;
  batch: { id: number; name: string };
  instalments: { position: number; amountPaise: number; dueOn: string }[];
  _count: { accounts: number };
};

/** A plan as plain values: amounts in paise, due dates as calendar days ("YYYY-MM-DD"). */
const planFacts = (plan: PlanRecord) => ({
  id: plan.id,
  name: plan.name,
  batch: plan.batch,
  totalPaise: plan.totalPaise,
  retired: plan.retiredAt !== null,
  students: plan._count.accounts,
  instalments: plan.instalments,
});

export type FeePlan = ReturnType<typeof planFacts>;

/** The plans of one batch, or of every batch, the ones in use first within each batch. */
export async function listPlans(actor: Actor, batchId?: number) {
  assertTeacher(actor);
  const plans = await db.feePlan.findMany({
    where: batchId ? { batchId } : {},
    orderBy: [{ batchId: "asc" }, { retiredAt: "asc" }, { id: "asc" }],
    select: planSelect,
  });
  return plans.map(planFacts);
}

async function findPlan(planId: number) {
  const plan = await db.feePlan.findUnique({ where: { id: planId }, select: planSelect });
  if (!plan) throw notFound("That fee plan does not exist.");
  return plan;
}

/** What the edit form starts with: amounts as the rupees a person types. */
export async function planFormValues(actor: Actor, planId: number) {
  assertTeacher(actor);
  const plan = planFacts(await findPlan(planId));
  return {
    plan,
    values: {
      name: plan.name,
      batch_id: String(plan.batch.id),
      total: rupeesText(plan.totalPaise),
      instalments: plan.instalments.map((row) => ({ amount: rupeesText(row.amountPaise), due_on: row.dueOn })),
    },
  };
}

/** The instalments must add up to the plan's total; the form says both sums when they do not. */
function assertAddsUp(input: FeePlanInput) {
  const sum = input.instalments.reduce((total, row) => total + row.amount, 0);
  if (sum === input.total) return;
  const said = say(
    "The instalments add up to {{sum}}, not the total of {{total}}",
    {
      sum: money(sum),
      total: money(input.total),
    },
    "fees",
  );
  throw invalid(said, { instalments: [said] });
}

const instalmentRows = (input: FeePlanInput) =>
  input.instalments.map((row, index) => ({ position: index + 1, amountPaise: row.amount, dueOn: row.due_on }));

export async function createPlan(actor: Actor, input: FeePlanInput) {
  assertTeacher(actor);
  assertAddsUp(input);
  const batch = await db.batch.findUnique({ where: { id: input.batch_id }, select: { id: true } });
  if (!batch) throw notFound("That batch does not exist.");
  const plan = await db.feePlan.create({
    data: {
      batchId: input.batch_id,
      name: input.name,
      totalPaise: input.total,
      instalments: { create: instalmentRows(input) },
    },
    select: planSelect,
  });
  return { plan: planFacts(plan), message: "Fee plan created" };
}

const IN_USE = "Students are on this plan: you can rename or retire it, not change its amounts.";

/** Changes a plan's name, batch and instalments: its amounts only while nobody is on it. */
export async function editPlan(actor: Actor, planId: number, input: FeePlanInput) {
  assertTeacher(actor);
  assertAddsUp(input);
  const before = await findPlan(planId);
  const sameAmounts =
    before.totalPaise === input.total &&
    before.batch.id === input.batch_id &&
    JSON.stringify(before.instalments) === JSON.stringify(instalmentRows(input));
  if (!sameAmounts && before._count.accounts > 0) throw conflict(IN_USE);
  const plan = await inTransaction(async (tx) => {
    if (!sameAmounts) await tx.feeInstalment.deleteMany({ where: { planId } });
    return tx.feePlan.update({
      where: { id: planId },
      data: {
        name: input.name,
        ...(sameAmounts
          ? {}
          : { batchId: input.batch_id, totalPaise: input.total, instalments: { create: instalmentRows(input) } }),
      },
      select: planSelect,
    });
  });
  return { plan: planFacts(plan), message: "Fee plan saved" };
}

/** A retired plan takes nobody new; whoever is on it keeps it. Retiring twice changes nothing. */
export async function retirePlan(actor: Actor, planId: number, retired = true) {
  assertTeacher(actor);
  await findPlan(planId);
  const plan = await db.feePlan.update({
    where: { id: planId },
    data: { retiredAt: retired ? new Date() : null },
    select: planSelect,
  });
  return { plan: planFacts(plan), message: retired ? "Fee plan retired" : "Fee plan back in use" };
}

export async function deletePlan(actor: Actor, planId: number) {
  assertTeacher(actor);
  const plan = await findPlan(planId);
  if (plan._count.accounts > 0) throw conflict("Students are on this plan: retire it instead.");
  await db.feePlan.delete({ where: { id: planId } });
  return { message: "Fee plan deleted" };
}

/** The batches a plan can be for: the ongoing ones, by name. */
export async function feeBatches(actor: Actor) {
  assertTeacher(actor);
  return db.batch.findMany({ where: { archivedAt: null }, orderBy: { name: "asc" }, select: { id: true, name: true } });
}
