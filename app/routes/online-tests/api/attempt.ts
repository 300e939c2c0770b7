import { numericIdOf } from "~/domain/core/ids.server";
import { attemptPage, saveAttemptAnswers, startAttempt } from "~/domain/online-tests/attempts.server";
import { apiActions, apiHandler, parseInput, readJson } from "~/http/api.server";
import { attemptAnswersSchema } from "~/schemas/online-tests";
import { attemptPageAnswer } from "./+presenter";

/** GET /online-tests/{testId}/attempt?page=: a page of the running attempt (student). */
export const loader = apiHandler(async ({ request, actor, params }) => {
  const page = Number(new URL(request.url).searchParams.get("page")) || undefined;
  return attemptPageAnswer(await attemptPage(actor, numericIdOf(params.testId, "Test"), page));
});

/** POST starts (or continues) the attempt; PUT `{answers:{"1":"A"},review?,page?}` saves answers. */
export const action = apiActions({
  POST: ({ actor, params }) => startAttempt(actor, numericIdOf(params.testId, "Test")),
  PUT: async ({ request, actor, params }) =>
    saveAttemptAnswers(
      actor,
      numericIdOf(params.testId, "Test"),
      parseInput(attemptAnswersSchema, await readJson(request)),
    ),
});
