import { writeCsv } from "../marks/csv.server";
import type { listDues } from "./dues.server";
import { rupeesText } from "./money";

type DueRows = Awaited<ReturnType<typeof listDues>>["dues"];

/** The dues list as a spreadsheet reads it: amounts in rupees with paise ("1500.00"), in the page's order. */
export async function duesCsv(rows: DueRows) {
  return writeCsv(
    [
      "student_id",
      "name",
      "email",
      "guardian_name",
      "guardian_mobile",
      "batch",
      "plan",
      "oldest_due_on",
      "days_overdue",
      "overdue",
      "due_next_7_days",
    ],
    rows.map((row) => [
      row.studentId,
      row.name,
      row.email,
      row.guardian?.name ?? "",
      row.guardian?.mobile ?? "",
      row.batchName,
      row.planName,
      row.oldestDueOn,
      row.daysOverdue,
      rupeesText(row.overduePaise),
      rupeesText(row.dueSoonPaise),
    ]),
  );
}
