import type { Prisma } from "~/generated/prisma/client";
import { readGstSettings } from "./gst-settings.server";
import { taxOnTop } from "./split";

/**
 * The GST a student's instalments carry on top of the plan's amounts: none unless the institute is registered
 * and its fees exclude GST. It is fixed as the account is made (the student's state then deciding CGST and SGST
 * or IGST, which may differ by a paisa), so what a student was told they owe does not move when settings change.
 */
export async function duesTaxIn(tx: Prisma.TransactionClient, studentId: number) {
  const settings = await readGstSettings(tx);
  if (!settings.registered || settings.fees_include_gst) return noTax;
  const details = await tx.studentTaxDetails.findUnique({ where: { studentId }, select: { state: true } });
  const withinState = !details?.state || details.state === settings.state;
  return (amountPaise: number) => taxOnTop(amountPaise, withinState);
}

export const noTax = (_amountPaise: number) => 0;
