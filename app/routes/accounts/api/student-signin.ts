import { signIn } from "~/domain/accounts/auth.server";
import { addressOf, apiHandler, nested, parseInput, readJson } from "~/http/api.server";
import { studentSignInSchema } from "~/schemas/auth";
import { signedInAnswer } from "./+presenter";

export const action = apiHandler(async ({ request, context }) => {
  const input = parseInput(studentSignInSchema, nested(await readJson(request), "cred"));
  return signedInAnswer(await signIn({ role: "student", ...input }, addressOf(context)));
});
