import { formatIsoDay, formatSize } from "~/domain/core/format.server";
import type { myHomework } from "~/domain/homework/student-homework.server";
import type { Language } from "~/i18n/languages";

/**
 * A student's homework with its due day and its PDF's size in the reader's language, for the dashboard and
 * the Homework page.
 */
export const shownHomework = (homework: Awaited<ReturnType<typeof myHomework>>["homework"], language: Language) =>
  homework.map((item) => ({
    ...item,
    dueShown: formatIsoDay(item.dueOn, language),
    attachment: item.attachment && { ...item.attachment, sizeShown: formatSize(item.attachment.size, language) },
  }));
