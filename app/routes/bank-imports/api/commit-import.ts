import { commitQuestionImport } from "~/domain/bank/bank-import.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { bankImportCommitSchema } from "~/schemas/bank-imports";

/**
 * POST /teacher/bank/imports/{id}/commit: `{ anyway?: [line…] }` (or no body) adds the good questions, and the duplicates listed;
 * answers `{ added, skipped, message }`. A second commit of the same upload is 404: it imports once.
 */
export const action = apiHandler(async ({ request, actor, params }) => {
  // A commit that ticks nothing may send no body at all.
  const body = request.headers.get("Content-Type") ? await readJson(request) : {};
  const input = parseInput(bankImportCommitSchema, body);
  return commitQuestionImport(actor, numericIdOf(params.id, "Import"), input);
});
