import { requestTranslator } from "~/i18n/request-language.server";

/**
 * A domain message that carries a value ("{{name}} deleted"), said where it is made in the language of the
 * request being answered (a plain message is translated at the edge that shows it). Outside a request, English.
 * An area whose words live in a catalogue namespace of their own (fees, classroom) names it.
 */
export const say = (
  key: string,
  values?: Record<string, string | number>,
  namespace?: "fees" | "classroom" | "imports" | "bank-imports",
) => requestTranslator(namespace)(key, values);
