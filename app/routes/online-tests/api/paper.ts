import { numericIdOf } from "~/domain/core/ids.server";
import { deletePaper, getPaper, saveQuestions } from "~/domain/online-tests/paper.server";
import { apiActions, apiHandler, parseInput, readJson } from "~/http/api.server";
import { paperSchema } from "~/schemas/online-tests";
import { paperAnswer, savedQuestionsAnswer } from "./+presenter";

const testOf = (params: Record<string, string | undefined>) => numericIdOf(params.testId, "Test");

/** GET /online-tests/{testId}/paper: the paper with its key, window and whether it is locked (teacher). */
export const loader = apiHandler(async ({ actor, params }) => paperAnswer(await getPaper(actor, testOf(params))));

/** PUT: the questions in order (`remark: true` to change a locked key and re-mark); DELETE: back to marks only. */
export const action = apiActions({
  PUT: async ({ request, actor, params }) => {
    const input = parseInput(paperSchema, await readJson(request));
    return savedQuestionsAnswer(await saveQuestions(actor, testOf(params), input.questions, input.remark));
  },
  DELETE: ({ actor, params }) => deletePaper(actor, testOf(params)),
});
