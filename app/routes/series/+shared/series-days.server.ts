import { formatIsoDay } from "~/domain/core/format.server";
import type { Language } from "~/i18n/languages";

/** A series' tests with their day as the reader's language writes it. */
export const withDays = <Test extends { date: string }>(tests: Test[], language: Language) =>
  tests.map((test) => ({ ...test, day: formatIsoDay(test.date, language) }));
