import {
  createContext,
  createCookieSessionStorage,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { config } from "~/config.server";
import { translateMessage } from "./language.server";

/** The flash message's cookie, signed with our own secret. */
const toastSessionStorage = createCookieSessionStorage({
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
type Toast = { type: Kind; message: string };

const KINDS = new Set<unknown>(["success", "error", "info"]);
const FLASH = "flash";
/** The message this request brought (read once, then gone), and the one it leaves for the next page. */
const broughtContext = createContext<Toast | null>(null);
const leftContext = createContext<Toast | null>(null);

function asToast(value: unknown): Toast | null {
  const toast = (value as { toast?: Partial<Toast> } | undefined)?.toast;
  return toast && typeof toast.message === "string" && KINDS.has(toast.type) ? (toast as Toast) : null;
}

export const carriesToastCookie = (cookie: string | null | undefined) => /(?:^|;\s*)toast=/.test(cookie ?? "");

/**
 * Flash messages (the same cookie as remix-toast's middleware used, without its per-request cost: it
 * read and signed the cookie on every request, a WebCrypto key and HMAC each time). A request without
 * the cookie has no message to read; the cookie is signed only when a message is read or left.
 */
export const toastMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookie = request.headers.get("Cookie");
  const session = carriesToastCookie(cookie) ? await toastSessionStorage.getSession(cookie) : null;
  const brought = session ? asToast(session.get(FLASH)) : null;
  context.set(broughtContext, brought);
  const response = await next();
  // Reading a flash value consumed it: the cookie sent back no longer holds the message.
  if (session && brought) response.headers.append("Set-Cookie", await toastSessionStorage.commitSession(session));
  const left = context.get(leftContext);
  if (left) {
    const leaving = await toastSessionStorage.getSession(cookie);
    leaving.flash(FLASH, { toast: left });
    response.headers.append("Set-Cookie", await toastSessionStorage.commitSession(leaving));
  }
  return response;
};

/** The message to show on this page, if the request brought one. */
export const broughtToast = (context: Context) => context.get(broughtContext);

export function toast(context: Context, type: Kind, message: string) {
  context.set(leftContext, { type, message: translateMessage(message) });
}

/** Redirects and shows the message on the next page, with or without JavaScript. */
export function redirectWithToast(context: Context, to: string, type: Kind, message: string, init?: ResponseInit) {
  toast(context, type, message);
  return redirect(to, init);
}
