import { requestTranslator } from "~/i18n/request-language.server";

/**
 * A domain message that carries a value ("{{name}} deleted"), said where it is made in the language of the
 * request being answered (a plain message is translated at the edge that shows it). Outside a request, English.
 */
export const say = (key: string, values: Record<string, string | number>) => requestTranslator()(key, values);
