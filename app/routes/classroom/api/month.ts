import { monthGrid } from "~/domain/attendance/reports.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { today } from "~/domain/timetable/classes.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { monthSchema } from "~/schemas/classroom";

/** GET /teacher/batches/{batchId}/attendance?month=YYYY-MM: the month's grid with totals. */
export const loader = apiHandler(async ({ request, actor, params }) => {
  const month = parseInput(monthSchema, queryOf(request)).month ?? today().slice(0, 7);
  const grid = await monthGrid(actor, numericIdOf(params.batchId, "Batch"), month);
  return {
    month,
    dates: grid.dates,
    students: grid.rows.map((row) => ({
      student_id: row.id,
      roll_no: row.rollNo,
      name: row.name,
      marks: row.cells,
      classes: row.classes,
      absent: row.absent,
      late: row.late,
      percent: row.percent,
    })),
    present_on: grid.presentOn,
    message: "Attendance",
  };
});
