import { useTranslation } from "~/i18n/use-translation";

type Test = { name: string; batchName: string; subjectName: string; day: string; published: boolean };

/** A test of a series in one line: its name, where and when it was sat, and whether its results count yet. */
export function SeriesTestLine({ test }: { test: Test }) {
  const { t } = useTranslation("series");
  return (
    <>
      <span translate="no">{test.name}</span> · <span translate="no">{test.batchName}</span> ·{" "}
      <span translate="no">{test.subjectName}</span> · {test.day}
      {test.published ? null : ` · ${t("Results not published yet")}`}
    </>
  );
}
