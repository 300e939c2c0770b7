import type { RouterContextProvider } from "react-router";
import { displayName } from "~/domain/access/actor";
import { readBrand } from "~/domain/site/settings.server";
import { sessionTokenContext } from "./context.server";
import { formTokenFor } from "./form-token.server";
import { getActor } from "./guards.server";
import { broughtToast } from "./toast.server";

/**
 * What every page's frame reads (the root route's loader data): the toast, the institute as the teacher set
 * it on the Site page, who is signed in, and the form token. Its own module, so components name its type
 * without importing the root route that imports them.
 */
export async function rootData(context: Readonly<RouterContextProvider>) {
  const actor = getActor(context);
  return {
    toast: broughtToast(context),
    brand: await readBrand(),
    user: actor
      ? { name: displayName(actor), firstName: actor.firstName, role: actor.role, batchId: actor.batchId ?? -1 }
      : null,
    formToken: formTokenFor(context.get(sessionTokenContext)),
  };
}

export type RootData = Awaited<ReturnType<typeof rootData>>;
