import { useTranslation } from "~/i18n/use-translation";

/** The teacher's remarks on a report card, line breaks kept, with who wrote them and when; nothing when none. */
export function RemarksOnReport({
  remarks,
  headingLevel = 2,
}: {
  remarks: { text: string; writtenBy: string; day: string } | null;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("documents-cards");
  if (!remarks) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="report-remarks" className="report-remarks">
      <Heading id="report-remarks">{t("Teacher's remarks")}</Heading>
      <p className="remarks-text" translate="no">
        {remarks.text}
      </p>
      <p className="muted">{t("{{teacher}}, {{day}}", { teacher: remarks.writtenBy, day: remarks.day })}</p>
    </section>
  );
}
