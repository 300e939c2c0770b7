import { assertTeacher } from "~/domain/guards.server";
import { numericIdOf } from "~/domain/ids.server";
import { createSubject } from "~/domain/subjects.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { newSubjectSchema } from "~/schemas/content";

export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const { subject } = await readJson(request);
  // SPEC sends the name itself as `subject`; `{subject: {subject_name}}` is accepted too.
  const input = parseInput(
    newSubjectSchema,
    typeof subject === "object" && subject !== null ? subject : { subject_name: subject },
  );
  return createSubject(actor, numericIdOf(params.batchId, "Batch"), input);
}, 201);
