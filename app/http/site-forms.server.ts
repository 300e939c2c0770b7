import { chosenFile } from "~/domain/site/images.server";
import { unreadableForm } from "./forms.server";
import { readUploadForm } from "./uploads.server";

/** A Site page form with at most one image: the form, and the chosen image or null; or the answer for an unreadable body. */
export async function readSiteForm(request: Request, fileField: string) {
  const formData = await readUploadForm(request).catch((error) => error as unknown);
  if (!(formData instanceof FormData)) return { failed: unreadableForm(formData) } as const;
  return { formData, file: chosenFile(formData.get(fileField)) } as const;
}
