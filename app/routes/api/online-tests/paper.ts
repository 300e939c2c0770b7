import { invalid } from "~/domain/errors.server";
import { numericIdOf } from "~/domain/ids.server";
import { deletePaper, getPaper, saveQuestions } from "~/domain/online-tests/paper.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { paperSchema } from "~/schemas/online-tests";
import { paperAnswer, savedQuestionsAnswer } from "../+presenters/online-tests";

const testOf = (params: Record<string, string | undefined>) => numericIdOf(params.testId, "Test");

/** GET /online-tests/{testId}/paper: the paper with its key, window and whether it is locked (teacher). */
export const loader = apiHandler(async ({ actor, params }) => paperAnswer(await getPaper(actor, testOf(params))));

/** PUT: the questions in order (`remark: true` to change a locked key and re-mark); DELETE: back to marks only. */
export const action = apiHandler(async ({ request, actor, params }) => {
  if (request.method === "DELETE") return deletePaper(actor, testOf(params));
  if (request.method !== "PUT") throw invalid("Replace the paper with PUT, or remove it with DELETE.");
  const input = parseInput(paperSchema, await readJson(request));
  return savedQuestionsAnswer(await saveQuestions(actor, testOf(params), input.questions, input.remark));
});
