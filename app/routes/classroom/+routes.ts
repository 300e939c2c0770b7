import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** The classroom week: timetable, registers, attendance and homework, for the teacher and the student. */
export const classroomRoutes: AreaRoutes = {
  open: [
    route("files/homework/:homeworkId", "routes/classroom/homework-file.ts"),
    route("teacher/course/:batchId/attendance/:file", "routes/classroom/teacher/attendance-csv.ts"),
    // A student's timetable feed for calendar apps: /calendar/{token}.ics
    route("calendar/:file", "routes/classroom/calendar-feed.ts"),
  ],
  student: [
    route("timetable", "routes/classroom/student/timetable.tsx"),
    route("attendance", "routes/classroom/student/attendance.tsx"),
    route("homework", "routes/classroom/student/homework.tsx"),
  ],
  teacher: [
    route("teacher/course/:batchId/timetable", "routes/classroom/teacher/timetable.tsx", [
      route("extra", "routes/classroom/teacher/extra-class.tsx"),
      route(":classId/cancel", "routes/classroom/teacher/cancel-class.tsx"),
    ]),
    route("teacher/course/:batchId/attendance", "routes/classroom/teacher/attendance.tsx"),
    route("teacher/course/:batchId/attendance/month", "routes/classroom/teacher/attendance-month.tsx"),
    route("teacher/course/:batchId/register/:classId/:date", "routes/classroom/teacher/register.tsx"),
    route("teacher/course/:batchId/register/:classId/:date/history", "routes/classroom/teacher/register-history.tsx"),
    // Homework on a subject: set, edit, delete; per homework, who marked it done
    route("teacher/course/:batchId/subjects/:subjectId/homework", "routes/classroom/teacher/homework.tsx", [
      route("new", "routes/classroom/teacher/set-homework.tsx"),
      route(":homeworkId/edit", "routes/classroom/teacher/edit-homework.tsx"),
      route(":homeworkId/delete", "routes/classroom/teacher/delete-homework.tsx"),
    ]),
    route("teacher/course/:batchId/homework/:homeworkId", "routes/classroom/teacher/homework-done.tsx"),
  ],
  api: [
    route("teacher/batches/:batchId/timetable", "routes/classroom/api/timetable.ts"),
    route("teacher/batches/:batchId/timetable/:classId", "routes/classroom/api/timetable-class.ts"),
    route("teacher/batches/:batchId/timetable/:classId/cancel", "routes/classroom/api/cancel-class.ts"),
    route("teacher/batches/:batchId/timetable/:classId/restore", "routes/classroom/api/restore-class.ts"),
    route("teacher/batches/:batchId/extra-class", "routes/classroom/api/extra-class.ts"),
    route("teacher/batches/:batchId/register/:classId/:date", "routes/classroom/api/register.ts"),
    route("teacher/batches/:batchId/attendance", "routes/classroom/api/month.ts"),
    route("attendance/student/:studentId", "routes/classroom/api/student-attendance.ts"),
    route("teacher/subjects/:subjectId/homework", "routes/classroom/api/subject-homework.ts"),
    route("teacher/homework/:id", "routes/classroom/api/homework.ts"),
    route("student/homework", "routes/classroom/api/my-homework.ts"),
    route("student/homework/:id/done", "routes/classroom/api/homework-done.ts"),
  ],
};
