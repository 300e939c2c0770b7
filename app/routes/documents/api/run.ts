import { numericIdOf } from "~/domain/core/ids.server";
import { documentRun } from "~/domain/documents/runs.server";
import { apiHandler } from "~/http/api.server";
import { runAnswer } from "./+presenter";

/** GET /teacher/documents/{id}: how far the run is, and its file once ready. */
export const loader = apiHandler(async ({ actor, params }) => ({
  document: runAnswer(await documentRun(actor, numericIdOf(params.id, "Document"))),
}));
