import { redirect } from "react-router";
import { invalidateSession } from "~/domain/accounts/sessions.server";
import { sessionTokenContext } from "~/http/context.server";
import { clearedSessionCookie } from "~/http/session-cookie.server";
import { toast } from "~/http/toast.server";
import type { Route } from "./+types/logout";

export const loader = () => redirect("/");

export async function action({ context }: Route.ActionArgs) {
  const token = context.get(sessionTokenContext);
  if (token) await invalidateSession(token);
  toast(context, "success", "You have been logged out");
  return redirect("/", { headers: { "Set-Cookie": clearedSessionCookie() } });
}
