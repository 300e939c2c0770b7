import { assertTeacher } from "~/domain/access/guards.server";
import { getBankQuestion } from "~/domain/bank/question-page.server";
import { bankQuestionHistory } from "~/domain/bank/question-versions.server";
import { editBankQuestion, removeBankQuestion } from "~/domain/bank/questions.server";
import { bankQuestionRecord } from "~/domain/bank/record.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiActions, apiHandler, parseInput, readJson } from "~/http/api.server";
import { editBankQuestionSchema } from "~/schemas/bank";
import { questionAnswer, recordAnswer, versionsAnswer } from "./+presenter";

/** GET /teacher/bank/questions/{id}: the question with its versions (newest first) and its record. */
export const loader = apiHandler(async ({ params, actor }) => {
  const id = numericIdOf(params.id, "Question");
  const question = await getBankQuestion(actor, id);
  const [versions, record] = await Promise.all([bankQuestionHistory(actor, id), bankQuestionRecord(actor, id)]);
  return { question: questionAnswer(question), versions: versionsAnswer(versions), record: recordAnswer(record) };
});

/**
 * PUT /teacher/bank/questions/{id}: the whole question as POST writes it, and optionally `version` (the one it was
 * read at: a newer one saved meanwhile answers 409). A save that changes nothing writes no version (`changed: false`).
 * DELETE removes it from the bank; papers keep their copies.
 */
export const action = apiActions({
  PUT: async ({ request, params, actor }) => {
    assertTeacher(actor);
    const id = numericIdOf(params.id, "Question");
    return editBankQuestion(actor, id, parseInput(editBankQuestionSchema, await readJson(request)));
  },
  DELETE: ({ params, actor }) => removeBankQuestion(actor, numericIdOf(params.id, "Question")),
});
