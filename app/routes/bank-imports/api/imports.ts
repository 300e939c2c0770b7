import { assertTeacher } from "~/domain/access/guards.server";
import { questionImportPreview, receiveQuestionImport } from "~/domain/bank/bank-import.server";
import { apiHandler } from "~/http/api.server";
import { withUploadForm } from "~/http/uploads.server";
import { questionPreviewAnswer } from "./+presenter";

/** POST /teacher/bank/imports: multipart `file` (CSV or Word .docx of questions); answers the preview. */
export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  return withUploadForm(request, async ({ file }) => {
    const { uploadId } = await receiveQuestionImport(actor, file("file"));
    return questionPreviewAnswer(await questionImportPreview(actor, uploadId));
  });
}, 201);
