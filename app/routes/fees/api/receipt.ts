import { numericIdOf } from "~/domain/core/ids.server";
import { getReceipt } from "~/domain/fees/receipts.server";
import { apiHandler } from "~/http/api.server";
import { receiptAnswer } from "./+presenter";

/** GET /fees/receipts/{id}: a teacher's any receipt, a student's own (another's is 404). */
export const loader = apiHandler(async ({ actor, params }) =>
  receiptAnswer(await getReceipt(actor, numericIdOf(params.id, "Receipt"))),
);
