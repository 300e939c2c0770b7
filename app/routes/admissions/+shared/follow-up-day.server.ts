import { formatIsoDay } from "~/domain/core/format.server";
import type { Language } from "~/i18n/languages";

/** An enquiry's follow-up day as the teacher reads it ("28 Nov 2026", "28 नवंबर 2026"); the API keeps "YYYY-MM-DD". */
export const withFollowUpDay =
  (language: Language) =>
  <T extends { followUpOn: string | null }>(enquiry: T) => ({
    ...enquiry,
    followUpOn: enquiry.followUpOn && formatIsoDay(enquiry.followUpOn, language),
  });
