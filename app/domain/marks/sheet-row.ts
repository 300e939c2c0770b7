/**
 * A row of a test's marks sheet as the form shows it: the mark box's text (empty when no mark is saved),
 * the Absent box, the remark. The sheet page, the CSV import and the form all hold rows of this one type.
 */
export type SheetRow = {
  studentId: number;
  studentName: string;
  rollNo: number | null;
  marks: string;
  absent: boolean;
  remark: string;
};

/** A saved result as the form shows it: a mark is attempted, Absent is not, and no result is "not entered". */
export function sheetRowOf(
  student: { id: number; name: string; rollNo: number | null },
  result: { marks: number; attempted: boolean; remark: string | null } | undefined,
): SheetRow {
  return {
    studentId: student.id,
    studentName: student.name,
    rollNo: student.rollNo,
    marks: result?.attempted ? String(result.marks) : "",
    absent: result !== undefined && !result.attempted,
    remark: result?.remark ?? "",
  };
}
