import { createInstance, type i18n, type TFunction } from "i18next";
import { I18NEXT_OPTIONS, LANGUAGES, type Language } from "./languages";
import { rememberingPlainWords } from "./remembering-translator";

type Catalogue = Record<string, string>;

/** Every catalogue file, app/locales/{language}/{namespace}.json, bundled into the server build. */
const files = import.meta.glob<Catalogue>("../locales/*/*.json", { eager: true, import: "default" });

function cataloguesOf(language: Language) {
  const byNamespace: Record<string, Catalogue> = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const match = file.match(/\/locales\/([^/]+)\/([^/]+)\.json$/);
    if (match && match[1] === language) byNamespace[match[2]] = catalogue;
  }
  return byNamespace;
}

export const NAMESPACES = [...new Set(Object.keys(files).map((file) => file.replace(/^.*\/|\.json$/g, "")))].sort();

/**
 * One instance per language, made once at start: a request only picks its language's instance, so
 * translating costs no setup per page. Nobody calls changeLanguage on them; they are shared read-only.
 */
const instances = Object.fromEntries(
  LANGUAGES.map((language) => {
    const instance = createInstance({
      ...I18NEXT_OPTIONS,
      lng: language,
      ns: NAMESPACES,
      resources: { [language]: cataloguesOf(language), en: cataloguesOf("en") },
      initAsync: false,
    });
    instance.init();
    return [language, instance];
  }),
) as Record<Language, i18n>;

export const i18nFor = (language: Language) => instances[language];

/**
 * A translation function for one language. With no namespace it looks in every catalogue (common first),
 * which is what a message made elsewhere needs: a field error from a schema, a domain refusal.
 */
export function translatorFor(language: Language, namespace?: string): TFunction {
  const key = `${language}/${namespace ?? "*"}`;
  let translator = translators.get(key);
  if (!translator) {
    translator = rememberingPlainWords(instances[language].getFixedT(language, namespace ?? ["common", ...NAMESPACES]));
    translators.set(key, translator);
  }
  return translator;
}

/** One translator per language and namespace (or all of them), made when first asked for. */
const translators = new Map<string, TFunction>();

/** A catalogue as the browser receives it for a page that runs scripts. */
export const catalogueOf = (language: Language, namespace: string): Catalogue | undefined =>
  instances[language].getResourceBundle(language, namespace);
