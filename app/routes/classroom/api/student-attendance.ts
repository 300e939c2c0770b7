import { studentAttendance } from "~/domain/attendance/reports.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";
import { attendanceJson } from "./+presenter";

/** GET /attendance/student/{studentId}: a teacher, or that student. */
export const loader = apiHandler(async ({ actor, params }) => {
  const summary = await studentAttendance(actor, numericIdOf(params.studentId, "Student"));
  return { ...attendanceJson(summary), message: "Attendance" };
});
