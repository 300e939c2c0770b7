import type { RouterContextProvider } from "react-router";
import type { User } from "~/domain/access/actor";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";

/**
 * Loaders and actions of the teacher's confirmation and edit dialogs, each mounted at its own address
 * (…/archive, …/delete): the route module says which step it is by the factory it calls.
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
