import { assertTeacher } from "~/domain/access/guards.server";
import { ask } from "~/domain/assistant/assistant.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { generateSchema } from "~/schemas/assistant";

export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const input = parseInput(generateSchema, await readJson(request));
  const { reply } = await ask(actor, input.subject_id, input.prompt, input.batch_id);
  return { response: reply, message: "Answered" };
});
