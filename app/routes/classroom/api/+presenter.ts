import type { AttendanceSummary } from "~/domain/attendance/reports.server";
import type { TimetableClass } from "~/domain/timetable/class-rows";

/** A class in the API's words (snake_case, as every /api/v1 answer). */
export const classJson = (item: TimetableClass) => ({
  id: item.id,
  batch_id: item.batchId,
  subject_id: item.subjectId,
  subject_name: item.subjectName,
  weekday: item.weekday,
  start_time: item.startTime,
  end_time: item.endTime,
  room: item.room,
  meeting_url: item.meetingUrl,
  place: item.place,
  on_date: item.onDate,
});

/** A student's attendance in the API's words: overall, per subject, and each class missed (dates as YYYY-MM-DD). */
export const attendanceJson = (summary: AttendanceSummary) => ({
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
});
