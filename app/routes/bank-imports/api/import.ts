import { questionImportPreview } from "~/domain/bank/bank-import.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";
import { questionPreviewAnswer } from "./+presenter";

/** GET /teacher/bank/imports/{id}: every question of the file checked, with duplicates; nothing is saved. */
export const loader = apiHandler(async ({ actor, params }) =>
  questionPreviewAnswer(await questionImportPreview(actor, numericIdOf(params.id, "Import"))),
);
