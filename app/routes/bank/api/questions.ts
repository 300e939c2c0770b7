import { assertTeacher } from "~/domain/access/guards.server";
import { listBankQuestions } from "~/domain/bank/list.server";
import { createBankQuestion } from "~/domain/bank/questions.server";
import { apiHandler, parseInput, queryOf, readJson } from "~/http/api.server";
import { bankSearchSchema, newBankQuestionSchema } from "~/schemas/bank";
import { withIdempotencyKey } from "../../+shared/idempotency-key";
import { listedQuestionAnswer } from "./+presenter";

/** GET /teacher/bank/questions?subject=&chapter=&difficulty=&kind=&q=&page=: newest first, 20 a page. */
export const loader = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const { questions, ...facts } = await listBankQuestions(actor, parseInput(bankSearchSchema, queryOf(request)));
  return { questions: questions.map(listedQuestionAnswer), ...facts };
});

/**
 * POST /teacher/bank/questions `{subject, chapter, topic?, difficulty, text, option_a…option_d, answer, solution?}`:
 * 201 with the new question's id. With an `Idempotency-Key` header the same call sent again adds nothing more.
 */
export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const input = parseInput(newBankQuestionSchema, withIdempotencyKey(request, await readJson(request)));
  return createBankQuestion(actor, input);
}, 201);
