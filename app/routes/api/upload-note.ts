import { assertTeacher } from "~/domain/guards.server";
import { numericIdOf } from "~/domain/ids.server";
import { addNote } from "~/domain/notes.server";
import { apiHandler, parseInput } from "~/http/api.server";
import { readUploadForm } from "~/http/uploads.server";
import { newNoteSchema } from "~/schemas/content";

export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const formData = await readUploadForm(request);
  const input = parseInput(newNoteSchema, { content_name: formData.get("content_name"), type: formData.get("type") });
  const file = formData.get("content");
  return addNote(
    actor,
    numericIdOf(params.subFolderId, "Folder"),
    input,
    file instanceof File ? file : null,
    numericIdOf(params.subjectId, "Subject"),
  );
}, 201);
