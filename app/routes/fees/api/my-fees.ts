import { myFees } from "~/domain/fees/accounts.server";
import { apiHandler } from "~/http/api.server";
import { myFeesAnswer } from "./+presenter";

/** GET /student/fees: the student's own fee account (instalments, payments with receipt ids, reports). */
export const loader = apiHandler(async ({ actor }) => myFeesAnswer(await myFees(actor)));
