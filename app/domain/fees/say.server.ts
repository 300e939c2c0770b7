import { INTL_LOCALES } from "~/i18n/languages";
import { requestLanguage, requestTranslator } from "~/i18n/request-language.server";
import { formatPaise } from "./money";

/**
 * A fee message that carries a value (an amount, a name), said where it is made in the language of the request
 * being answered (docs/i18n.md); amounts in that language's Intl locale.
 */
export const say = (key: string, values: Record<string, string | number>) => requestTranslator("fees")(key, values);

export const money = (paise: number) => formatPaise(paise, INTL_LOCALES[requestLanguage()]);

/** The refusal of a payment or a report over what is due. */
export const moreThanDue = (balance: number) =>
  balance > 0 ? say("That is more than is due: {{amount}} is due", { amount: money(balance) }) : "Nothing is due";
