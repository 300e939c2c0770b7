import type { Prisma } from "~/generated/prisma/client";
import { conflict } from "../core/errors.server";

/**
 * A UPI transaction id (the UTR) stands for one payment, so the institute holds each id once: for a report
 * waiting for the teacher or for a payment not reversed (FeeUpiReference, whose key is unique). Ids are
 * compared without spaces and in one case: "utr 4242 4242" and "UTR42424242" are the same payment.
 */
export const upiReferenceKey = (reference: string) => reference.replace(/\s+/g, "").toUpperCase();

export const UPI_REFERENCE_TAKEN = "This UPI transaction id is already recorded or waiting to be confirmed";

type Holder = { reportId: number } | { paymentId: number };

/** Holds `reference` for a report or a payment; refused (409, said at `field`) when the institute holds it already. */
export async function holdUpiReference(tx: Prisma.TransactionClient, reference: string, holder: Holder, field: string) {
  const key = upiReferenceKey(reference);
  const taken = await tx.feeUpiReference.findUnique({ where: { reference: key }, select: { reference: true } });
  if (taken) throw conflict(UPI_REFERENCE_TAKEN, { [field]: [UPI_REFERENCE_TAKEN] });
  await tx.feeUpiReference.create({ data: { reference: key, ...holder } });
}

/** A rejected report or a reversed payment lets its id go, so the payment can be reported or recorded again. */
export const releaseUpiReference = (tx: Prisma.TransactionClient, holder: Holder) =>
  tx.feeUpiReference.deleteMany({ where: holder });
