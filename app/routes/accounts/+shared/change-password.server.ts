import type { RouterContextProvider } from "react-router";
import type { User } from "~/domain/access/actor";
import { changePassword } from "~/domain/accounts/password-reset.server";
import { sessionTokenContext } from "~/http/context.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { homeOf } from "~/http/guards.server";
import { redirectWithToast } from "~/http/toast.server";
import { changePasswordSchema } from "~/schemas/accounts";

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context };

/** student-password and teacher-password let in only the account their address is for. */
type Guard = (context: Context) => User;

export const passwordLoader =
  (guard: Guard) =>
  ({ context }: Args) => {
    guard(context);
    return null;
  };

/** A new password ends the account's other sessions and goes home with a toast. */
export const passwordAction =
  (guard: Guard) =>
  async ({ request, context }: Args) => {
    const actor = guard(context);
    return handleForm(await readFormData(request), changePasswordSchema, async (value) => {
      const { message } = await changePassword(actor, context.get(sessionTokenContext), value);
      return redirectWithToast(context, homeOf(actor), "success", message);
    });
  };
