import { assertTeacher } from "~/domain/access/guards.server";
import { permitStudents } from "~/domain/access/rules.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { admitStudentsSchema } from "~/schemas/content";

export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const body = await readJson(request);
  const subjectId = body.subjectId ?? new URL(request.url).searchParams.get("subjectId");
  const input = parseInput(admitStudentsSchema, { ...body, subjectId });
  return permitStudents(actor, input.subjectId, input.ids);
});
