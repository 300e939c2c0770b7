import type { ReportCard } from "~/domain/cards/report-card-figures.server";
import { formatDay, formatIsoDay } from "~/domain/core/format.server";
import type { Language } from "~/i18n/languages";

/** A report card's dates as a screen shows them, in the reader's language. */
export const reportCardForScreen = (card: ReportCard, language: Language) => ({
  ...card,
  subjects: card.subjects.map((subject) => ({
    ...subject,
    tests: subject.tests.map((test) => ({ ...test, day: formatIsoDay(test.date, language) })),
  })),
  remarks: card.remarks && {
    text: card.remarks.text,
    writtenBy: card.remarks.writtenBy,
    day: formatDay(card.remarks.writtenAt, language),
  },
});
