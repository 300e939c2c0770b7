import { writeCsv } from "../marks/csv.server";
import type { listDues } from "./dues.server";
import { rupeesText } from "./money";

type DueRows = Awaited<ReturnType<typeof listDues>>["dues"];

/** The dues list as a spreadsheet reads it: amounts in rupees with paise ("1500.00"), in the page's order. */
export async function duesCsv(rows: DueRows) {
  return writeCsv(
    ["student_id", "name", "email", "batch", "plan", "oldest_due_on", "days_overdue", "overdue", "due_next_7_days"],
    rows.map((row) => [
      row.student_id,
      row.name,
      row.email,
      row.batch_name,
      row.plan_name,
      row.oldest_due_on,
      row.days_overdue,
      rupeesText(row.overdue_paise),
      rupeesText(row.due_soon_paise),
    ]),
  );
}
