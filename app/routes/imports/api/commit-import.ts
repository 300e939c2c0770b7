import { numericIdOf } from "~/domain/core/ids.server";
import { commitImport } from "~/domain/imports/imports.server";
import { apiHandler } from "~/http/api.server";

/** POST /teacher/imports/{id}/commit: imports every row in one transaction, or nothing (400) while a row has a problem. */
export const action = apiHandler(async ({ actor, params }) => commitImport(actor, numericIdOf(params.id, "Import")));
