import type { RouterContextProvider } from "react-router";
import type { ReceivedFile } from "~/domain/files/stored-files";
import { handleForm, unreadableForm } from "~/http/forms.server";
import { redirectWithToast } from "~/http/toast.server";
import { withUploadForm } from "~/http/uploads.server";
import { type HomeworkInput, homeworkSchema } from "~/schemas/homework";

/**
 * 'Set homework' and 'Edit homework' posted: the PDF streams to disk as a note's does, the fields are checked
 * with the API's schema, and success goes back to the subject's homework with the domain's message.
 */
export function homeworkUpload(
  request: Request,
  context: Readonly<RouterContextProvider>,
  back: string,
  save: (input: HomeworkInput, file: ReceivedFile | null) => Promise<{ message: string }>,
) {
  return withUploadForm(
    request,
    ({ fields, file }) =>
      handleForm(fields, homeworkSchema, async (value) => {
        const { message } = await save(value, file("attachment"));
        return redirectWithToast(context, back, "success", message);
      }),
    unreadableForm,
  );
}
