import { translatorFor } from "~/i18n/catalogues.server";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";

/**
 * A mail's words in its recipient's language, not the request's: a visitor's mails in the language they
 * booked in, a person's in the language saved on their account (English when they never chose one).
 */
export function mailWords(language: string | null | undefined) {
  const chosen: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return { language: chosen, t: translatorFor(chosen, "mail") };
}

export type MailWords = ReturnType<typeof mailWords>;
