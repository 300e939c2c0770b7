import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { ReceivedFile } from "~/domain/files/stored-files";
import { handleButton, stepNamed, unknownIntent } from "./actions.server";
import { handleForm, readFormData } from "./forms.server";
import { withSiteForm } from "./site-forms.server";
import { redirectWithToast } from "./toast.server";

type Params = Partial<Record<string, string>>;
type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; params: Params; context: Context };
type Done = Promise<{ message: string }>;

type Buttons<Actor, Target> = Record<string, (actor: Actor, target: Target) => Done>;
type Dialog<Actor, Schema extends z.ZodType, Target> = {
  /** Who may send it (the teacher, the student); anyone else is turned away before the body is read. */
  guard: (context: Context) => Actor;
  /** What the address names (e.g. its id), read before the body: a bad address is 404 whatever was sent. */
  target?: (params: Params, actor: Actor) => Target;
  schema: Schema;
  save: (actor: Actor, target: Target, value: z.output<Schema>, photo: ReceivedFile | null) => Done;
  after: (params: Params) => string;
  /** Buttons sent with the same address that do one thing without fields, named by `intent` (e.g. 'Remove'). */
  buttons?: Buttons<Actor, Target>;
  /** Fields the address gives rather than the form (e.g. the student of a payment). */
  fromAddress?: (params: Params) => Record<string, string>;
  /** How many numbered rows the form has (a plan's instalments); see readFormData. */
  rows?: number;
  /** The form's one image field, if it has one (stored as WebP; its temporary file is removed afterwards). */
  photo?: string;
};

type FormAnswer<Schema extends z.ZodType> = ReturnType<typeof handleForm<Schema>>;
type ButtonAnswer = ReturnType<typeof handleButton> | ReturnType<typeof unknownIntent>;

/**
 * The action of a form that saves something and moves on (an 'Add …', 'Edit …' or 'Rename' dialog, a guardian's
 * form): the form is checked with the same schema as the API, `save` runs the domain function, and the person
 * lands on `after` with its message as a toast. A refusal comes back at the fields with what was typed (a resent
 * form carries its one-time key in its fields, so the domain does its work once).
 */
export function dialogAction<Actor, Schema extends z.ZodType, Target = undefined>(
  dialog: Dialog<Actor, Schema, Target> & { buttons: Buttons<Actor, Target> },
): (args: Args) => Promise<Awaited<FormAnswer<Schema> | ButtonAnswer>>;
export function dialogAction<Actor, Schema extends z.ZodType, Target = undefined>(
  dialog: Dialog<Actor, Schema, Target>,
): (args: Args) => FormAnswer<Schema>;
export function dialogAction<Actor, Schema extends z.ZodType, Target = undefined>(
  dialog: Dialog<Actor, Schema, Target>,
) {
  return async ({ request, params, context }: Args) => {
    const actor = dialog.guard(context);
    const target = dialog.target?.(params, actor) as Target;
    const to = dialog.after(params);
    const use = async (formData: FormData, photo: ReceivedFile | null) => {
      const intent = formData.get("intent");
      if (dialog.buttons && intent !== null && intent !== "") {
        const button = stepNamed(dialog.buttons, intent);
        return button ? handleButton(context, to, () => button(actor, target)) : unknownIntent();
      }
      for (const [name, value] of Object.entries(dialog.fromAddress?.(params) ?? {})) formData.set(name, value);
      return handleForm(formData, dialog.schema, async (value) => {
        const { message } = await dialog.save(actor, target, value, photo);
        return redirectWithToast(context, to, "success", message);
      });
    };
    return dialog.photo
      ? withSiteForm(request, dialog.photo, use)
      : use(await readFormData(request, dialog.rows), null);
  };
}
