import { studentAttendance } from "~/domain/attendance/reports.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

/** GET /attendance/student/{studentId}: a teacher, or that student. */
export const loader = apiHandler(async ({ actor, params }) => {
  const summary = await studentAttendance(actor, numericIdOf(params.studentId, "Student"));
  return {
    classes: summary.classes,
    attended: summary.attended,
    percent: summary.percent,
    days_absent: summary.daysAbsent,
    subjects: summary.subjects.map((subject) => ({
      subject_id: subject.subjectId,
      subject_name: subject.subjectName,
      classes: subject.classes,
      attended: subject.attended,
      percent: subject.percent,
    })),
    absences: summary.absences.map((absence) => ({
      date: absence.date,
      subject_name: absence.subjectName,
      time: absence.time,
    })),
    message: "Attendance",
  };
});
