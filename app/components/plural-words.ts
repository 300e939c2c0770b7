import type { TFunction } from "i18next";
import { pluralData } from "~/enhance/contract";
import { NUMBER_MARK } from "~/enhance/words";

/** Small numbers enough to meet every plural category of our languages. */
const SAMPLES = Array.from({ length: 20 }, (_, n) => n);

/**
 * A counted message for a script that changes the number (app/enhance/words.ts): the message in each plural
 * category of the page's language, with the number left as a mark, as `pluralData` attributes.
 * i18next picks the form by the sample's category and writes the mark where the number goes.
 */
export function pluralWords(t: TFunction<string, undefined>, language: string, key: string) {
  const rules = new Intl.PluralRules(language);
  return Object.fromEntries(
    rules.resolvedOptions().pluralCategories.map((category) => {
      const sample = SAMPLES.find((n) => rules.select(n) === category) ?? 0;
      return [pluralData(category), t(key, { count: sample, replace: { count: NUMBER_MARK } })];
    }),
  );
}
