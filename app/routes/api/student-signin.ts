import { signIn } from "~/domain/auth.server";
import { addressOf, apiHandler, nested, parseInput, readJson } from "~/http/api.server";
import { studentSignInSchema } from "~/schemas/auth";

export const action = apiHandler(async ({ request, context }) => {
  const input = parseInput(studentSignInSchema, nested(await readJson(request), "cred"));
  const { token, role, user, batch_id, message } = await signIn({ role: "student", ...input }, addressOf(context));
  return { token, role, user, batch_id, message };
});
