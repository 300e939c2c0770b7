import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { User } from "~/domain/access/actor";
import type { ReceivedFile } from "~/domain/content/uploads.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { withSiteForm } from "~/http/site-forms.server";
import { redirectWithToast } from "~/http/toast.server";

type Params = Partial<Record<string, string>>;
type Args = { request: Request; params: Params; context: Readonly<RouterContextProvider> };
type Save<Id, Value> = (
  teacher: User,
  id: Id,
  value: Value,
  photo: ReceivedFile | null,
) => Promise<{ message: string }>;

/**
 * The action of an 'Add …' or 'Edit …' dialog of the Site page: `idOf` reads the address's id (or gives null
 * for a new one) before the body is read; `save` stores the checked value, and the teacher lands on `after`.
 * `photo` names the form's image field, if it has one.
 */
export function siteDialogAction<Id, Schema extends z.ZodType>(dialog: {
  schema: Schema;
  idOf: (params: Params) => Id;
  save: Save<Id, z.output<Schema>>;
  after: string;
  photo?: string;
}) {
  return async ({ request, context, params }: Args) => {
    const teacher = requireTeacher(context);
    const id = dialog.idOf(params);
    const use = (formData: FormData, photo: ReceivedFile | null) =>
      handleForm(formData, dialog.schema, async (value) => {
        const { message } = await dialog.save(teacher, id, value, photo);
        return redirectWithToast(context, dialog.after, "success", message);
      });
    return dialog.photo ? withSiteForm(request, dialog.photo, use) : use(await readFormData(request), null);
  };
}
