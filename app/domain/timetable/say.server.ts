import { requestLanguage, requestTranslator } from "~/i18n/request-language.server";
import { formatIsoDay } from "../core/format.server";

/**
 * A classroom message that carries a value (a subject, a date), said in the language of the request being
 * answered where it is made; messages without values are written in English and translated at the edge.
 */
export const say = (key: string, values?: Record<string, string | number>) =>
  requestTranslator("classroom")(key, values);

/** A "YYYY-MM-DD" day as the request's reader reads it ("25 Nov 2026", "25 नवंबर 2026"), for such messages. */
export const sayDay = (day: string) => formatIsoDay(day, requestLanguage());
