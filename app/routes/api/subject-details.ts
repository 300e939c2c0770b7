import { getSubjectDetails } from "~/domain/content.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) =>
  getSubjectDetails(actor, numericIdOf(params.subjectId, "Subject")),
);
