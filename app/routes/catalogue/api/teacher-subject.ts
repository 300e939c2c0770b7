import { assertTeacher } from "~/domain/access/guards.server";
import { createSubject } from "~/domain/catalogue/subjects.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { newSubjectSchema } from "~/schemas/content";
import { subjectAnswer } from "./+presenter";

export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const { subject } = await readJson(request);
  // The API sends the name itself as `subject`; `{subject: {subject_name}}` is accepted too.
  const input = parseInput(
    newSubjectSchema,
    typeof subject === "object" && subject !== null ? subject : { subject_name: subject },
  );
  const { subject: created, message } = await createSubject(actor, numericIdOf(params.batchId, "Batch"), input);
  return { subject: subjectAnswer(created), message };
}, 201);
