import { reportUpiPayment } from "~/domain/fees/upi.server";
import { assertStudent } from "~/domain/guards.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { upiReportSchema } from "~/schemas/fees";

/** POST /student/fees/upi-reports `{amount, transaction_id}`: 201; the teacher confirms or rejects it. */
export const action = apiHandler(async ({ request, actor }) => {
  assertStudent(actor);
  return reportUpiPayment(actor, parseInput(upiReportSchema, await readJson(request)));
}, 201);
