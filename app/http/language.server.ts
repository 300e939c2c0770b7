import Negotiator from "negotiator";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { translatorFor } from "~/i18n/catalogues.server";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from "~/i18n/languages";
import { inLanguage, requestTranslator } from "~/i18n/request-language.server";
import { actorContext, languageContext } from "./context.server";
import { readCookie } from "./session-cookie.server";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the browser prefers among ours (Accept-Language), or English. */
export function browserLanguage(request: Request): Language {
  const header = request.headers.get("Accept-Language");
  if (!header) return DEFAULT_LANGUAGE;
  const [preferred] = new Negotiator({ headers: { "accept-language": header } }).languages([...LANGUAGES]);
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}

/**
 * Which language a request is answered in. A signed-in person's saved choice follows them to any device;
 * then a visitor's choice (the cookie); then what the browser asks for. The API answers in the language
 * its caller asks for in Accept-Language: an app's user chose it on the phone, not on this site.
 */
export function languageOf(request: Request, savedChoice: string | null | undefined): Language {
  if (new URL(request.url).pathname.startsWith("/api/")) return browserLanguage(request);
  if (isLanguage(savedChoice)) return savedChoice;
  const chosen = readCookie(request, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : browserLanguage(request);
}

export const languageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const language = languageOf(request, context.get(actorContext)?.language);
  context.set(languageContext, language);
  const response = await inLanguage(language, next);
  // A page may have chosen its own language since (pageLanguageMiddleware).
  response.headers.set("Content-Language", context.get(languageContext));
  response.headers.append("Vary", "Accept-Language");
  return response;
};

/**
 * For a page whose language comes with what it shows (a parent's page opens in the language the institute chose
 * for that guardian): `languageOfPage` decides, unless the visitor picked one with the language switch (the cookie).
 */
export const pageLanguageMiddleware =
  (
    languageOfPage: (params: Readonly<Record<string, string | undefined>>) => Promise<Language | null>,
  ): MiddlewareFunction<Response> =>
  async ({ request, params, context }, next) => {
    if (isLanguage(readCookie(request, LANGUAGE_COOKIE))) return next();
    const language = await languageOfPage(params);
    if (!language) return next();
    context.set(languageContext, language);
    return inLanguage(language, next);
  };

/** The visitor's choice, kept for a year. */
export const languageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;

export const languageFrom = (context: Readonly<RouterContextProvider>) => context.get(languageContext);

/** The request's translation function, for words a loader or action writes (a toast, a page title). */
export const translatorOf = (context: Readonly<RouterContextProvider>, namespace?: string) =>
  translatorFor(context.get(languageContext), namespace);

/** A message made elsewhere (a schema, a domain rule), said in the language of the request being answered. */
export const translateMessage = (message: string) => requestTranslator()(message);

/** Field errors ({ field: [messages] }) in the request's language. */
export const translateErrors = <Errors extends Record<string, string[] | null | undefined>>(errors: Errors): Errors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages?.map(translateMessage) ?? messages]),
  ) as Errors;
