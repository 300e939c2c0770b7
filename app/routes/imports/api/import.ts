import { numericIdOf } from "~/domain/core/ids.server";
import { chooseColumns, importPreview } from "~/domain/imports/imports.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { importColumnsSchema } from "~/schemas/imports";
import { previewAnswer } from "./+presenter";

/** GET /teacher/imports/{id}: the mapping in use and every row checked; nothing is saved. */
export const loader = apiHandler(async ({ actor, params }) =>
  previewAnswer(await importPreview(actor, numericIdOf(params.id, "Import"))),
);

/** POST /teacher/imports/{id}: `{ sheet?, columns: [field per heading] }` chooses the mapping; answers the preview. */
export const action = apiHandler(async ({ request, actor, params }) => {
  const input = parseInput(importColumnsSchema, await readJson(request));
  return previewAnswer(await chooseColumns(actor, numericIdOf(params.id, "Import"), input));
});
