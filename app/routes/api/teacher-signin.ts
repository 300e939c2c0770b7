import { signIn } from "~/domain/auth.server";
import { addressOf, apiHandler, nested, parseInput, readJson } from "~/http/api.server";
import { teacherSignInSchema } from "~/schemas/auth";

export const action = apiHandler(async ({ request, context }) => {
  const body = await readJson(request);
  const cred = nested(body, "cred");
  // SPEC sends the code beside the credentials; accept it inside `cred` too.
  const input = parseInput(teacherSignInSchema, { ...cred, teacher_code: cred.teacher_code ?? body.teacher_code });
  const { token, role, user, batch_id, message } = await signIn({ role: "admin", ...input }, addressOf(context));
  return { token, role, user, batch_id, message };
});
