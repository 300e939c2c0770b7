import { documentRuns } from "~/domain/documents/runs.server";
import { apiHandler } from "~/http/api.server";
import { runAnswer } from "./+presenter";

/** GET /teacher/documents: the week's runs, newest first. */
export const loader = apiHandler(async ({ actor }) => ({ documents: (await documentRuns(actor)).map(runAnswer) }));
