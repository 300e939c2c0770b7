import { commitQuestionImport } from "~/domain/bank/bank-import.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { bankImportCommitSchema } from "~/schemas/bank-imports";

/**
 * POST /teacher/bank/imports/{id}/commit: `{ anyway?: [line…] }` adds the good questions, and the duplicates listed;
 * answers `{ added, skipped, message }`. A second commit of the same upload is 404: it imports once.
 */
export const action = apiHandler(async ({ request, actor, params }) => {
  const input = parseInput(bankImportCommitSchema, await readJson(request));
  return commitQuestionImport(actor, numericIdOf(params.id, "Import"), input);
});
