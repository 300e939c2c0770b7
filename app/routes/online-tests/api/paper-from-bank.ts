import { numericIdOf } from "~/domain/core/ids.server";
import { paperFromBank } from "~/domain/online-tests/paper-from-bank.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { paperFromBankSchema } from "~/schemas/paper-from-bank";

/**
 * POST /online-tests/{testId}/paper/from-bank `{sections: [{name, chapters: [{subject, chapter}], easy, medium,
 * hard, picked?, marks, negative_marks, duration_minutes?}], section_timing, duration_minutes?, seed?}` (teacher):
 * the paper drawn from the bank, replacing the one there before anyone started.
 */
export const action = apiHandler(async ({ request, actor, params }) => {
  const recipe = parseInput(paperFromBankSchema, await readJson(request));
  const { questions, maxMarks, seed, message } = await paperFromBank(actor, numericIdOf(params.testId, "Test"), recipe);
  return { questions, max_marks: maxMarks, seed, message };
});
