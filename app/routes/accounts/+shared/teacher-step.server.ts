import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { User } from "~/domain/access/actor";
import { handleButton } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * Loaders and actions of the teacher's confirmation and edit dialogs, each mounted at its own address
 * (…/archive, …/rename, …/delete): the route module says which step it is by the factory it calls.
 * `param` names the address's id of the thing; `after` is where the teacher lands, with the message as a toast.
 */
type Params = Partial<Record<string, string>>;
type Args = { request: Request; params: Params; context: Readonly<RouterContextProvider> };
type Landing = (params: Params) => string;

/** A dialog's loader: the teacher's own thing named by the address, or 404. */
export function loadForStep<Thing>(param: string, read: (teacher: User, id: number) => Promise<Thing>) {
  return ({ params, context }: Omit<Args, "request">) => {
    const teacher = requireTeacher(context);
    return readForPage(() => read(teacher, idParam(params[param])));
  };
}

/** A confirmation that is one button (archive, restore, delete, …); a refusal comes back as `{ message }`. */
export function buttonStep(
  param: string,
  run: (teacher: User, id: number) => Promise<{ message: string }>,
  after: Landing,
) {
  return ({ params, context }: Omit<Args, "request">) => {
    const teacher = requireTeacher(context);
    const id = idParam(params[param]);
    return handleButton(context, after(params), () => run(teacher, id));
  };
}

/** A form checked by the same schema as the API's PATCH (rename, edit); a refusal keeps what was typed. */
export function formStep<Schema extends z.ZodType>(
  param: string,
  schema: Schema,
  run: (teacher: User, id: number, value: z.output<Schema>) => Promise<{ message: string }>,
  after: Landing,
) {
  return async ({ request, params, context }: Args) => {
    const teacher = requireTeacher(context);
    const id = idParam(params[param]);
    const to = after(params);
    return handleForm(await readFormData(request), schema, async (value) => {
      const { message } = await run(teacher, id, value);
      return redirectWithToast(context, to, "success", message);
    });
  };
}
