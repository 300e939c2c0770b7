import { AsyncLocalStorage } from "node:async_hooks";
import type { TFunction } from "i18next";
import { translatorFor } from "./catalogues.server";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

const current = new AsyncLocalStorage<Language>();

/** Runs one request's work in its language (the language middleware does this for every request). */
export const inLanguage = <T>(language: Language, work: () => T) => current.run(language, work);

/** The language of the request being answered; English outside one (a job, a test). */
export const requestLanguage = (): Language => current.getStore() ?? DEFAULT_LANGUAGE;

/**
 * The translation function of the request being answered. The edges that show a message made elsewhere
 * (a schema's field error, a domain refusal, a toast) translate through it, so a rule writes its message
 * once, in English, and every page and API answer says it in the asker's language. A message that carries
 * a value (a maximum, a name) is translated where it is made, with that value.
 */
export const requestTranslator = (namespace?: string): TFunction => translatorFor(requestLanguage(), namespace);
