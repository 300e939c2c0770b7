import { assertTeacher } from "~/domain/guards.server";
import { numericIdOf } from "~/domain/ids.server";
import { addNote } from "~/domain/notes.server";
import { apiHandler, parseInput } from "~/http/api.server";
import { withUploadForm } from "~/http/uploads.server";
import { newNoteSchema } from "~/schemas/content";

export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  return withUploadForm(request, async ({ fields, file }) => {
    const input = parseInput(newNoteSchema, { content_name: fields.get("content_name"), type: fields.get("type") });
    return addNote(
      actor,
      numericIdOf(params.subFolderId, "Folder"),
      input,
      file("content"),
      numericIdOf(params.subjectId, "Subject"),
    );
  });
}, 201);
