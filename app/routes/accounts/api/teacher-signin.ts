import { signIn } from "~/domain/accounts/auth.server";
import { addressOf, apiHandler, nested, parseInput, readJson } from "~/http/api.server";
import { teacherSignInSchema } from "~/schemas/auth";
import { signedInAnswer } from "./+presenter";

export const action = apiHandler(async ({ request, context }) => {
  const body = await readJson(request);
  const cred = nested(body, "cred");
  // The API sends the code beside the credentials; it is accepted inside `cred` too.
  const input = parseInput(teacherSignInSchema, { ...cred, teacher_code: cred.teacher_code ?? body.teacher_code });
  return signedInAnswer(await signIn({ role: "teacher", ...input }, addressOf(context)));
});
