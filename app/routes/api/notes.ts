import { listNotes } from "~/domain/content/folders.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";
import { notesAnswer } from "./+presenters/content";

export const loader = apiHandler(async ({ actor, params }) =>
  notesAnswer(
    await listNotes(actor, numericIdOf(params.subFolderId, "Folder"), numericIdOf(params.folderId, "Folder")),
  ),
);
