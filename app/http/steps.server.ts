import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { handleButton } from "./actions.server";
import { handleForm, readFormData } from "./forms.server";
import { redirectWithToast } from "./toast.server";

/** Whether a …/rename|…/delete pair of confirmation routes was asked to delete. */
export const isDeleteStep = (request: Request) => new URL(request.url).pathname.endsWith("/delete");

/**
 * The action of a 'Rename' and 'Delete' pair sharing one route module: a rename is a form
 * checked by the same schema as the API's PATCH; a delete is a button. Both end with a toast.
 */
export async function renameOrDelete<Schema extends z.ZodType>(step: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  schema: Schema;
  rename: (value: z.output<Schema>) => Promise<{ message: string }>;
  remove: () => Promise<{ message: string }>;
  afterRename: string;
  afterDelete: string;
}) {
  if (isDeleteStep(step.request)) return handleButton(step.context, step.afterDelete, step.remove);
  return handleForm(await readFormData(step.request), step.schema, async (value) => {
    const { message } = await step.rename(value);
    return redirectWithToast(step.context, step.afterRename, "success", message);
  });
}
