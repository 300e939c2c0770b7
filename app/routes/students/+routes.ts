import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";
import { cardDialogsOnStudent } from "../cards/+routes";
import { guardianDialogsOnStudent } from "../families/+routes";
import { feeDialogsOnStudent } from "../fees/+routes";

/** A subject's students, on a batch's page. */
export const subjectStudentsOnBatchPage = [
  route("subjects/:subjectId/students", "routes/students/teacher/subject-students.tsx"),
];

/** The student's home; the teacher's student directory and one student's page, with its dialogs. */
export const studentsRoutes: AreaRoutes = {
  student: [route("dashboard", "routes/students/student/dashboard.tsx")],
  teacher: [
    route("teacher/students", "routes/students/teacher/students.tsx"),
    route("teacher/students/:studentId", "routes/students/teacher/student.tsx", [
      ...feeDialogsOnStudent,
      route("deactivate", "routes/students/teacher/deactivate-student.tsx"),
      route("reactivate", "routes/students/teacher/reactivate-student.tsx"),
      route("delete", "routes/students/teacher/delete-student.tsx"),
      ...guardianDialogsOnStudent,
      ...cardDialogsOnStudent,
    ]),
    route("teacher/students/:studentId/permit-subjects", "routes/students/teacher/permit-subjects.ts"),
  ],
  api: [
    route("teacher/student/:batchId/:subjectId", "routes/students/api/subject-students.ts"),
    route("teacher/admit_students", "routes/students/api/admit-students.ts"),
    route("teacher/student/:studentId", "routes/students/api/remove-student.ts"),
    route("teacher/students", "routes/students/api/students.ts"),
    route("teacher/students/:id", "routes/students/api/student.ts"),
    route("teacher/students/:id/deactivate", "routes/students/api/deactivate-student.ts"),
    route("teacher/students/:id/reactivate", "routes/students/api/reactivate-student.ts"),
  ],
};
