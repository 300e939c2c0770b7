import { listNotes } from "~/domain/content/folders.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";
import { notesAnswer } from "./+presenter";

export const loader = apiHandler(async ({ actor, params }) =>
  notesAnswer(
    await listNotes(actor, numericIdOf(params.subFolderId, "Folder"), numericIdOf(params.folderId, "Folder")),
  ),
);
