import type { TFunction } from "i18next";
import { getI18n } from "react-i18next";

const browserTranslator = (): TFunction => {
  const i18n = getI18n();
  const loaded = [i18n.options.ns ?? []].flat();
  return i18n.getFixedT(i18n.language, ["common", ...loaded]);
};

let source: () => TFunction = browserTranslator;

/**
 * Words a route module writes outside a component (its page title and meta description) have no hook.
 * In the browser they come from the instance the page started with (entry.client); the server hands over
 * the translator of the request being answered (entry.server).
 */
export function setPageTranslator(serverSource: () => TFunction) {
  source = serverSource;
}

/** Translates a title or description in the page's language (the key is the English text, as everywhere). */
export const pageTranslate = (key: string, values?: Record<string, unknown>): string =>
  values === undefined ? source()(key) : source()(key, values);
