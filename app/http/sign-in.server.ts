import { type RouterContextProvider, redirect } from "react-router";
import type { SignedIn } from "~/domain/auth.server";
import { sessionCookie } from "./session-cookie.server";
import { toast } from "./toast.server";

/** After a successful sign-in on a page: the session cookie, the server's message, and home. */
export function redirectSignedIn(context: Readonly<RouterContextProvider>, signedIn: SignedIn) {
  toast(context, "success", signedIn.message);
  return redirect(signedIn.role === "admin" ? "/teacher" : "/dashboard", {
    headers: { "Set-Cookie": sessionCookie(signedIn.token, signedIn.expiresAt) },
  });
}
