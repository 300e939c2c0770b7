import { createContext } from "react-router";
import type { Actor } from "~/domain/access/actor";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";

/**
 * Facts about the request that only the Express layer knows, and its page cache: `markReusable` says the
 * page may be served again to the same viewer until the data changes (server/page-cache.ts); `methodsAt` gives
 * the methods the route of a pattern answers, null for any (app/http/methods.server.ts).
 */
export type RequestInfo = {
  address: string;
  nonce: string;
  markReusable: () => void;
  methodsAt: (pattern: string) => string[] | null;
};

export const requestInfoContext = createContext<RequestInfo>({
  address: "unknown",
  nonce: "",
  markReusable: () => {},
  methodsAt: () => null,
});

/** Who is asking: set once per request by the session middleware. */
export const actorContext = createContext<Actor>(null);

/** The raw session token, so logout can end exactly this session. */
export const sessionTokenContext = createContext<string | null>(null);

/** The language this request is answered in: set once per request by the language middleware. */
export const languageContext = createContext<Language>(DEFAULT_LANGUAGE);
