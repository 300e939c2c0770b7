import { bankDuplicates } from "~/domain/bank/duplicates.server";
import { apiHandler } from "~/http/api.server";
import { duplicatesAnswer } from "./+presenter";

/** GET /teacher/bank/duplicates: groups of questions of one subject alike but for case, spaces and punctuation. */
export const loader = apiHandler(async ({ actor }) => ({ groups: duplicatesAnswer(await bankDuplicates(actor)) }));
