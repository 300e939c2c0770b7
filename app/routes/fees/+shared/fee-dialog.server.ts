import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { User } from "~/domain/access/actor";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { redirectWithToast } from "~/http/toast.server";

type Params = Partial<Record<string, string>>;
type Args = { request: Request; params: Params; context: Readonly<RouterContextProvider> };

/**
 * The action of a fee dialog (a plan, a payment, a reversal, a rejection): the form is checked with its schema,
 * `save` runs the domain function, and the teacher lands on `after` with its message; a refusal comes back at
 * the fields with what was typed.
 */
export function feeDialogAction<Schema extends z.ZodType>(dialog: {
  schema: Schema;
  save: (teacher: User, value: z.output<Schema>, params: Params) => Promise<{ message: string }>;
  after: (params: Params) => string;
  /** Fields the address gives rather than the form (e.g. the student of a payment). */
  fromAddress?: (params: Params) => Record<string, string>;
  /** How many numbered rows the form has (a plan's instalments); see readFormData. */
  rows?: number;
}) {
  return async ({ request, context, params }: Args) => {
    const teacher = requireTeacher(context);
    const after = dialog.after(params);
    const formData = await readFormData(request, dialog.rows);
    for (const [name, value] of Object.entries(dialog.fromAddress?.(params) ?? {})) formData.set(name, value);
    return handleForm(formData, dialog.schema, async (value) => {
      const { message } = await dialog.save(teacher, value, params);
      return redirectWithToast(context, after, "success", message);
    });
  };
}
