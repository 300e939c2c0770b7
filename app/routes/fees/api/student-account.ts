import { numericIdOf } from "~/domain/core/ids.server";
import { studentFees } from "~/domain/fees/accounts.server";
import { apiHandler } from "~/http/api.server";
import { studentFeesAnswer } from "./+presenter";

/** GET /teacher/fees/students/{id}: a student's fee account (null when not on a plan) and their batch's plans. */
export const loader = apiHandler(async ({ actor, params }) =>
  studentFeesAnswer(await studentFees(actor, numericIdOf(params.id, "Student"))),
);
