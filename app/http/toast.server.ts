import { createCookieSessionStorage, type RouterContextProvider, redirect } from "react-router";
import { setToast } from "remix-toast/middleware";
import { config } from "~/config.server";
import { translateMessage } from "./language.server";

/** remix-toast's flash cookie, signed with our own secret rather than the library's default. */
export const toastSessionStorage = createCookieSessionStorage({
  cookie: {
    name: "toast",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.isProduction,
    secrets: config.SESSION_SECRETS,
  },
});

type Context = Readonly<RouterContextProvider>;
type Kind = "success" | "error" | "info";

export function toast(context: Context, type: Kind, message: string) {
  setToast(context, { type, message: translateMessage(message) });
}

/** Redirects and shows the message on the next page, with or without JavaScript. */
export function redirectWithToast(context: Context, to: string, type: Kind, message: string, init?: ResponseInit) {
  toast(context, type, message);
  return redirect(to, init);
}
