import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { say } from "../core/say.server";
import { newAccount } from "../fees/accounts.server";
import { money } from "../fees/amounts-said.server";
import { duesTaxIn } from "../fees/gst/dues-tax.server";
import { settleDues } from "../fees/ledger.server";
import { paiseOfText, rupeesText } from "../fees/money";
import { existingStudentOf, type ImportLookups } from "./import-lookups.server";
import { type CheckedRow, type MappedRow, nameKey, rowReader } from "./import-rows";
import { dayOfCell, paiseOfCell } from "./import-values";

type Tx = Prisma.TransactionClient;
const inImports = (key: string, values: Record<string, string | number> = {}) => say(key, values, "imports");

type Instalment = { position: number; amountPaise: number; dueOn: string };
type PlanFacts = { id?: number; batchId: number; name: string; totalPaise: number; instalments: Instalment[] };
type FeeRow = { studentId: number; plan: PlanFacts; discount: number; paidBefore: number };

/** "5000 by 01/04/2026; 5000 by 01/10/2026": instalments as a fee plan's row in a spreadsheet says them. */
export function readInstalments(text: string): Instalment[] | null {
  const parts = text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const instalments = parts.map((part, index) => {
    const match = /^(.+?)\s+(?:by|on|due|due on)\s+(.+)$/i.exec(part);
    const amountPaise = match ? paiseOfText(match[1]) : null;
    const dueOn = match ? dayOfCell(match[2]) : null;
    return amountPaise && dueOn ? { position: index + 1, amountPaise, dueOn } : null;
  });
  if (instalments.length === 0 || instalments.some((one) => one === null)) return null;
  const sorted = (instalments as Instalment[]).toSorted((a, b) => a.dueOn.localeCompare(b.dueOn));
  return sorted.map((one, index) => ({ ...one, position: index + 1 }));
}

/** Instalments as the export writes them, and the import reads them back. */
export const instalmentsText = (instalments: { amountPaise: number; dueOn: string }[]) =>
  instalments.map((one) => `${rupeesText(one.amountPaise)} by ${one.dueOn}`).join("; ");

/**
 * Checks fee rows: the student (already here), their plan by name in their batch (made from the row's total and
 * instalments when the batch has none of that name), a discount, and what they paid before the fee book was kept
 * here. A student already on the plan is left as they are: importing the file again changes nothing.
 */
export async function checkFees(rows: MappedRow[], lookups: ImportLookups, client: Tx = db) {
  const [plans, accounts] = await Promise.all([
    client.feePlan.findMany({ select: { id: true, batchId: true, name: true, totalPaise: true, instalments: true } }),
    client.feeAccount.findMany({ select: { studentId: true, plan: { select: { name: true, batchId: true } } } }),
  ]);
  const planOf = new Map<string, PlanFacts>(plans.map((plan) => [`${plan.batchId}:${nameKey(plan.name)}`, plan]));
  const accountOf = new Map(accounts.map((account) => [account.studentId, account.plan]));
  const seen = new Map<number, number>();
  const checked: CheckedRow[] = [];
  const valid: FeeRow[] = [];
  for (const mapped of rows) {
    const row = rowReader(mapped);
    row.required("plan", inImports("Give the fee plan's name"));
    const student = existingStudentOf(row, lookups);
    const amount = inImports("Not an amount: write it as 5,000 or 5000.50");
    const total = row.read("plan_total", paiseOfCell, amount);
    const discount = row.read("discount", paiseOfCell, amount) ?? 0;
    const paidBefore = row.read("paid_before", paiseOfCell, amount) ?? 0;
    const instalments = row.has("instalments") ? readInstalments(row.text("instalments")) : null;
    if (row.has("instalments") && !instalments)
      row.problem(
        "instalments",
        inImports("Write instalments as amount by date: 5000 by 01/04/2026; 5000 by 01/10/2026"),
      );
    let state: CheckedRow["state"] = "new";
    if (student && seen.has(student.id))
      row.problem("plan", inImports("Row {{line}} is about this student too", { line: seen.get(student.id) ?? 0 }));
    if (student) seen.set(student.id, mapped.line);
    const key = `${student?.batchId}:${nameKey(row.text("plan"))}`;
    let plan = planOf.get(key);
    if (student?.batchId && row.has("plan") && !plan && instalments) {
      const sum = instalments.reduce((all, one) => all + one.amountPaise, 0);
      if (total !== null && total !== sum)
        row.problem(
          "plan_total",
          inImports("The instalments add up to {{sum}}, not {{total}}", { sum: money(sum), total: money(total) }),
        );
      plan = { batchId: student.batchId, name: row.text("plan"), totalPaise: sum, instalments };
      planOf.set(key, plan);
    } else if (student && row.has("plan") && !plan) {
      row.problem(
        "instalments",
        inImports("{{plan}} is a new plan: give its instalments, e.g. 5000 by 01/04/2026; 5000 by 01/10/2026", {
          plan: row.text("plan"),
        }),
      );
    } else if (plan && total !== null && total !== plan.totalPaise) {
      row.problem(
        "plan_total",
        inImports("{{plan}} totals {{total}}", { plan: plan.name, total: money(plan.totalPaise) }),
      );
    }
    const onPlan = student ? accountOf.get(student.id) : undefined;
    if (onPlan && plan && (onPlan.batchId !== plan.batchId || nameKey(onPlan.name) !== nameKey(plan.name)))
      row.problem("plan", inImports("This student is on the plan {{plan}} already", { plan: onPlan.name }));
    else if (onPlan) state = "existing";
    if (plan && discount > plan.totalPaise) row.problem("discount", inImports("More than the plan's total"));
    if (plan && paidBefore > plan.totalPaise - discount)
      row.problem("paid_before", inImports("More than the student owes on the plan"));
    checked.push(row.done(state));
    if (row.ok() && student && plan && state === "new")
      valid.push({ studentId: student.id, plan, discount, paidBefore });
  }
  return { checked, write: (tx: Tx) => writeFees(tx, valid) };
}

async function writeFees(tx: Tx, rows: FeeRow[]) {
  for (const row of rows) {
    const plan = row.plan;
    if (plan.id === undefined) {
      const made = await tx.feePlan.create({
        data: {
          batchId: plan.batchId,
          name: plan.name,
          totalPaise: plan.totalPaise,
          instalments: {
            create: plan.instalments.map(({ position, amountPaise, dueOn }) => ({ position, amountPaise, dueOn })),
          },
        },
        select: { id: true },
      });
      plan.id = made.id;
    }
    const account = await tx.feeAccount.create({
      data: newAccount({ ...plan, id: plan.id }, row.studentId, {
        discount: row.discount,
        taxOf: await duesTaxIn(tx, row.studentId),
      }),
      select: { id: true },
    });
    if (row.paidBefore > 0) {
      await tx.feePaidBefore.create({ data: { accountId: account.id, amountPaise: row.paidBefore } });
      await settleDues(tx, account.id);
    }
  }
  return rows.length;
}
