import type { ReceivedFile } from "~/domain/files/stored-files";
import type { Homework } from "~/domain/homework/homework.server";
import { readJson } from "~/http/api.server";
import { mediaType } from "~/http/body.server";
import { withUploadForm } from "~/http/uploads.server";

/** One homework in the API's words. */
export const homeworkJson = (homework: Homework) => ({
  id: homework.id,
  subject_id: homework.subject.id,
  subject_name: homework.subject.name,
  title: homework.title,
  text: homework.text,
  html: homework.html,
  set_on: homework.setOn,
  due_on: homework.dueOn,
  edited: homework.edited,
  attachment: homework.attachment ? { url: homework.attachment.url, size: homework.attachment.size } : null,
});

/**
 * A homework's fields as JSON, or as multipart/form-data with the PDF in "attachment" (streamed to disk as
 * the screen's form is); `use` gets the fields and the file, if one came.
 */
export async function readHomeworkBody<Answer>(
  request: Request,
  use: (body: Record<string, unknown>, file: ReceivedFile | null) => Promise<Answer>,
) {
  if (mediaType(request) !== "multipart/form-data") return use(await readJson(request), null);
  return withUploadForm(request, ({ fields, file }) => use(Object.fromEntries(fields), file("attachment")));
}
