import type { ReactNode } from "react";

type Props = { student: string; batch: string; rollNo: number | null; children?: ReactNode };

/** Who a report card is for, as both report cards print it; `children` adds rows (the whole card's date). */
export function ReportCardFacts({ student, batch, rollNo, children }: Props) {
  return (
    <dl className="report-card-facts">
      <dt>Student</dt>
      <dd>{student}</dd>
      <dt>Batch</dt>
      <dd>{batch}</dd>
      {rollNo === null ? null : (
        <>
          <dt>Roll number</dt>
          <dd>{rollNo}</dd>
        </>
      )}
      {children}
    </dl>
  );
}
