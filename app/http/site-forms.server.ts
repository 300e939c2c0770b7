import type { ReceivedFile } from "~/domain/files/stored-files";
import { unreadableForm } from "./forms.server";
import { withUploadForm } from "./uploads.server";

/**
 * A Site page form with at most one image: `use` gets the form and the chosen image or null (its temporary
 * file is removed afterwards, once stored as WebP); an unreadable body gets the form's answer.
 */
export function withSiteForm<Answer>(
  request: Request,
  fileField: string,
  use: (formData: FormData, file: ReceivedFile | null) => Promise<Answer>,
) {
  return withUploadForm(request, ({ fields, file }) => use(fields, file(fileField)), unreadableForm);
}
