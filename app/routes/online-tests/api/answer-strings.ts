import { numericIdOf } from "~/domain/core/ids.server";
import { answerSheet, saveAnswerStrings } from "~/domain/online-tests/answer-strings.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { answerStringsSchema } from "~/schemas/online-tests";
import { answerSheetAnswer } from "./+presenter";

/** GET /online-tests/{testId}/answer-strings: each student's saved answer string and marks (teacher). */
export const loader = apiHandler(async ({ actor, params }) =>
  answerSheetAnswer(await answerSheet(actor, numericIdOf(params.testId, "Test"))),
);

/** POST `{rows:[{student_id,answers}]}`: marked as online attempts are, into draft results. */
export const action = apiHandler(async ({ request, actor, params }) => {
  const input = parseInput(answerStringsSchema, await readJson(request));
  return saveAnswerStrings(actor, numericIdOf(params.testId, "Test"), input.rows);
});
