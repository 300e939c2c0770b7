import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { PlanInput } from "~/schemas/site";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { notFound } from "../core/errors.server";
import { readOnce } from "../core/read-once.server";
import { swapWithNeighbour } from "./order.server";

const NOT_FOUND = "This pricing plan is no longer on the site.";

/** The price plans in the teacher's order, as the landing page and the Site page show them (read once, issue 37). */
export const listPlans = () =>
  readOnce("site plans", () => db.sitePlan.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] }));

export async function readPlan(actor: Actor, id: number) {
  assertTeacher(actor);
  const plan = await db.sitePlan.findUnique({ where: { id } });
  if (!plan) throw notFound(NOT_FOUND);
  return plan;
}

export async function addPlan(actor: Actor, input: PlanInput) {
  assertTeacher(actor);
  const last = await db.sitePlan.aggregate({ _max: { position: true } });
  await db.sitePlan.create({ data: { ...input, position: (last._max.position ?? 0) + 1 } });
  return { message: "Pricing plan added" };
}

export async function editPlan(actor: Actor, id: number, input: PlanInput) {
  await readPlan(actor, id);
  await db.sitePlan.update({ where: { id }, data: input });
  return { message: "Pricing plan saved" };
}

export async function removePlan(actor: Actor, id: number) {
  await readPlan(actor, id);
  await db.sitePlan.delete({ where: { id } });
  return { message: "Pricing plan removed" };
}

export async function movePlan(actor: Actor, id: number, direction: "up" | "down") {
  assertTeacher(actor);
  const reordered = swapWithNeighbour(await listPlans(), id, direction, NOT_FOUND);
  await inTransaction(async (tx) => {
    for (const [index, item] of reordered.entries())
      await tx.sitePlan.update({ where: { id: item.id }, data: { position: index + 1 } });
  });
  return { message: "Pricing plan moved" };
}

/**
 * The plan's button: booking leads to the doubt-session form, registration to /register: the site takes no payments.
 * The label is a catalogue key; the page says it in its language, with the plan's name for `{{name}}`.
 */
export function planAction(plan: { name: string; leadsTo: string }) {
  return plan.leadsTo === "booking"
    ? { label: "Book Session", to: "/slot" }
    : { label: "Get {{name}}", to: "/register" };
}
