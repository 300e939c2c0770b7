import { INTL_LOCALES } from "~/i18n/languages";
import { requestLanguage } from "~/i18n/request-language.server";
import { say } from "../core/say.server";
import { formatPaise } from "./money";

/** An amount in a fee message, in the Intl locale of the request's language (docs/i18n.md). */
export const money = (paise: number) => formatPaise(paise, INTL_LOCALES[requestLanguage()]);

/** The refusal of a payment or a report over what is due. */
export const moreThanDue = (balance: number) =>
  balance > 0
    ? say("That is more than is due: {{amount}} is due", { amount: money(balance) }, "fees")
    : "Nothing is due";
