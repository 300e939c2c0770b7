import type { ChapterFigures } from "~/domain/series/chapters.server";
import { useTranslation } from "~/i18n/use-translation";

/**
 * 'Strength by chapter': each chapter's accuracy (right of attempted), the unanswered, and the average seconds per
 * question; a phone stacks each row, every value naming its column.
 */
export function ChapterTable({ chapters, caption }: { chapters: ChapterFigures[]; caption: string }) {
  const { t } = useTranslation("series");
  if (chapters.length === 0) return <p className="empty">{t("No answers to count by chapter yet.")}</p>;
  const heads = {
    accuracy: t("Accuracy"),
    right: t("Right of attempted"),
    unanswered: t("Unanswered"),
    seconds: t("Seconds per question"),
  };
  return (
    <table className="table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("Chapter")}</th>
          <th scope="col">{heads.accuracy}</th>
          <th scope="col">{heads.right}</th>
          <th scope="col">{heads.unanswered}</th>
          <th scope="col">{heads.seconds}</th>
        </tr>
      </thead>
      <tbody>
        {chapters.map((chapter) => (
          <tr key={chapter.chapter ?? ""}>
            <ChapterName chapter={chapter.chapter} />
            <td data-label={heads.accuracy}>{chapter.accuracy === null ? "–" : `${chapter.accuracy}%`}</td>
            <td data-label={heads.right}>
              {t("{{correct}} of {{attempted}}", { correct: chapter.correct, attempted: chapter.attempted })}
            </td>
            <td data-label={heads.unanswered}>{chapter.unanswered}</td>
            <td data-label={heads.seconds}>{chapter.averageSeconds}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A chapter's name as the teacher wrote it (never translated), or "Other" for questions with none. */
function ChapterName({ chapter }: { chapter: string | null }) {
  const { t } = useTranslation("series");
  return chapter === null ? (
    <th scope="row">{t("Other")}</th>
  ) : (
    <th scope="row" translate="no">
      {chapter}
    </th>
  );
}
