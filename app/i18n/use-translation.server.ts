import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext, type UseTranslationResponse } from "react-i18next";
import { rememberingPlainWords } from "./remembering-translator";

// The server build's react-i18next (decision 177): this module stands in for it wherever the app imports it
// during server rendering (a plugin in vite.config.ts), giving react-i18next's own exports but this hook.
export * from "react-i18next";

type Answer = UseTranslationResponse<string, undefined>;

/** What each language's instance answers, per namespace: the instances are made at start and never change. */
const answers = new WeakMap<I18n, Map<string, Answer>>();

/**
 * react-i18next's useTranslation, as server rendering needs it. Its own hook builds, on every call, a copy of
 * the instance with every property (to make the browser render again when the language changes) and a new
 * translation function, because server rendering keeps no refs between renders: about 3 % of the CPU of a
 * page. On the server nothing changes during a render, so one answer per instance and namespace serves
 * every component of every request in that language. The instances are per language and read-only
 * (catalogues.server.ts), so a request only ever gets words in its own language.
 */
export function useTranslation(namespace?: string): Answer {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let byNamespace = answers.get(i18n);
  if (!byNamespace) {
    byNamespace = new Map();
    answers.set(i18n, byNamespace);
  }
  const name = namespace ?? String(i18n.options.defaultNS);
  let answer = byNamespace.get(name);
  if (!answer) {
    const t = rememberingPlainWords(i18n.getFixedT(i18n.language, name)) as TFunction<string, undefined>;
    answer = Object.assign([t, i18n, true] as [typeof t, I18n, boolean], { t, i18n, ready: true }) as Answer;
    byNamespace.set(name, answer);
  }
  return answer;
}
