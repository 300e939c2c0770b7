import type { TFunction } from "i18next";
import { getI18n } from "react-i18next";

// Until the server hands over the request's translator, i18next's own (the tests that render a route alone).
let source: () => TFunction = () => getI18n().t;

/**
 * Words a route module writes outside a component (its page title and meta description) have no hook.
 * The server hands over the translator of the request being answered (entry.server); no page renders in
 * the browser.
 */
export function setPageTranslator(serverSource: () => TFunction) {
  source = serverSource;
}

/** Translates a title or description in the page's language (the key is the English text, as everywhere). */
export const pageTranslate = (key: string, values?: Record<string, unknown>): string =>
  values === undefined ? source()(key) : source()(key, values);
