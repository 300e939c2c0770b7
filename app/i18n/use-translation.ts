import type { i18n, TFunction } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";

/** Each language's translation function per namespace, made once (the instances live as long as the process). */
const translators = new WeakMap<i18n, Map<string, TFunction>>();

function translatorOf(instance: i18n, namespace: string): TFunction {
  let byNamespace = translators.get(instance);
  if (!byNamespace) {
    byNamespace = new Map();
    translators.set(instance, byNamespace);
  }
  let t = byNamespace.get(namespace);
  if (!t) {
    t = instance.getFixedT(instance.language, namespace);
    byNamespace.set(namespace, t);
  }
  return t;
}

/**
 * The components' translation hook, for pages rendered once on the server and never hydrated (decision 070):
 * the words of the request's language (the instance the renderer provides), from one namespace with `common` as
 * fallback, as react-i18next's hook gives them. React-i18next's hook also prepares for a language changing while
 * the page is open (it subscribes, copies the instance), which costs every component on every page and never
 * happens here (issue 37).
 */
export function useTranslation(namespace?: string) {
  const { i18n: instance } = useContext(I18nContext);
  return { t: translatorOf(instance, namespace ?? String(instance.options.defaultNS)), i18n: instance };
}
