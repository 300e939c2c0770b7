import { requestTranslator } from "~/i18n/request-language.server";

/**
 * A classroom message that carries a value (a subject, a date), said in the language of the request being
 * answered where it is made; messages without values are written in English and translated at the edge.
 */
export const say = (key: string, values?: Record<string, string | number>) =>
  requestTranslator("classroom")(key, values);
