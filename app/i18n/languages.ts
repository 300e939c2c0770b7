/**
 * The languages the site speaks. A language is a folder of catalogues in app/locales/ plus its line here
 * (its own name, written in it, and the locale Intl formats its dates and numbers with).
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** Indian English and Hindi: Indian digit grouping (1,50,000) and Latin digits in both. */
export const INTL_LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/**
 * How a date writes its month where English writes it short ("21 Nov 2026"): Hindi writes it in full
 * ("21 नवंबर 2026"), since its short months ("नव॰") read as abbreviations nobody writes on a form.
 */
export const MONTH_STYLE: Record<Language, "short" | "long"> = { en: "short", hi: "long" };

/** The cookie that keeps a visitor's choice for a year. */
export const LANGUAGE_COOKIE = "lang";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * Options every i18next instance shares, on the server and in the browser. The keys are the English text
 * itself, so a sentence may contain "." and ":" and a missing translation reads as English.
 */
export const I18NEXT_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "common",
  fallbackNS: "common",
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; mails and the API escape or encode at their own edge.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
} as const;
