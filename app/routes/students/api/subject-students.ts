import { listSubjectStudents } from "~/domain/access/rules.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";
import { subjectStudentsAnswer } from "./+presenter";

export const loader = apiHandler(async ({ actor, params }) =>
  subjectStudentsAnswer(
    await listSubjectStudents(actor, numericIdOf(params.batchId, "Batch"), numericIdOf(params.subjectId, "Subject")),
  ),
);
