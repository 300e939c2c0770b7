import { assertTeacher } from "~/domain/access/guards.server";
import { importPreview, receiveImport } from "~/domain/imports/imports.server";
import { apiHandler, parseInput } from "~/http/api.server";
import { withUploadForm } from "~/http/uploads.server";
import { importUploadSchema } from "~/schemas/imports";
import { previewAnswer } from "./+presenter";

/** POST /teacher/imports: multipart `kind` (students, fees, marks) and `file` (CSV or .xlsx); answers the preview. */
export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  return withUploadForm(request, async ({ fields, file }) => {
    const input = parseInput(importUploadSchema, { kind: fields.get("kind") ?? undefined });
    const { uploadId } = await receiveImport(actor, input, file("file"));
    return previewAnswer(await importPreview(actor, uploadId));
  });
}, 201);
