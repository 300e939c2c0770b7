import { requestLanguage } from "~/i18n/request-language.server";
import { formatIsoDay } from "../core/format.server";

/** A "YYYY-MM-DD" day as the request's reader reads it ("25 Nov 2026", "25 नवंबर 2026"), for a message that carries a date. */
export const sayDay = (day: string) => formatIsoDay(day, requestLanguage());
