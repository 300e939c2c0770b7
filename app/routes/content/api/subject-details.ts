import { getSubjectDetails } from "~/domain/content/folders.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";
import { subjectDetailsAnswer } from "./+presenter";

export const loader = apiHandler(async ({ actor, params }) =>
  subjectDetailsAnswer(await getSubjectDetails(actor, numericIdOf(params.subjectId, "Subject"))),
);
