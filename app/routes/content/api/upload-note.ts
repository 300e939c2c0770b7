import { assertTeacher } from "~/domain/access/guards.server";
import { addNote } from "~/domain/content/notes.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler, parseInput } from "~/http/api.server";
import { withUploadForm } from "~/http/uploads.server";
import { newNoteSchema } from "~/schemas/content";
import { newNoteAnswer } from "./+presenter";

export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  return withUploadForm(request, async ({ fields, file }) => {
    const input = parseInput(newNoteSchema, { content_name: fields.get("content_name"), type: fields.get("type") });
    const subFolderId = numericIdOf(params.subFolderId, "Folder");
    const subjectId = numericIdOf(params.subjectId, "Subject");
    const { note, message } = await addNote(actor, subFolderId, input, file("content"), subjectId);
    return { new_content: newNoteAnswer(note), message };
  });
}, 201);
