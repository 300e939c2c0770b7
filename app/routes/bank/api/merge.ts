import { mergeDuplicates } from "~/domain/bank/duplicates.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { mergeSchema } from "~/schemas/bank";

/** POST /teacher/bank/duplicates/merge `{keep, merge: [ids]}`: the others go into the kept one, whose record counts them. */
export const action = apiHandler(async ({ request, actor }) =>
  mergeDuplicates(actor, parseInput(mergeSchema, await readJson(request))),
);
