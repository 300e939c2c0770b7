import { listDues } from "~/domain/fees/dues.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { duesSearchSchema } from "~/schemas/fees";
import { duesAnswer } from "./+presenter";

/** GET /teacher/fees/dues?batch=&page=: who owes what, most days overdue first, 50 a page, with totals. */
export const loader = apiHandler(async ({ request, actor }) =>
  duesAnswer(await listDues(actor, parseInput(duesSearchSchema, queryOf(request)))),
);
