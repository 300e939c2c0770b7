import { getSubjectDetails } from "~/domain/content.server";
import { apiHandler, idOf } from "~/http/api.server";

export const loader = apiHandler(async ({ actor, params }) =>
  getSubjectDetails(actor, idOf(params.subjectId, "Subject")),
);
