import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

type Props = { student: string; batch: string; rollNo: number | null; children?: ReactNode };

/** Who a report card is for, as both report cards print it; `children` adds rows (the whole card's date). */
export function ReportCardFacts({ student, batch, rollNo, children }: Props) {
  const { t } = useTranslation();
  return (
    <dl className="report-card-facts">
      <dt>{t("Student")}</dt>
      <dd translate="no">{student}</dd>
      <dt>{t("Batch")}</dt>
      <dd translate="no">{batch}</dd>
      {rollNo === null ? null : (
        <>
          <dt>{t("Roll number")}</dt>
          <dd>{rollNo}</dd>
        </>
      )}
      {children}
    </dl>
  );
}
