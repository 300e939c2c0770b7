import { getStudentProfile } from "~/domain/students/directory.server";
import { idPath } from "~/http/pages.server";
import { loadForStep } from "../../accounts/+shared/teacher-step.server";

/** The student that deactivate-student, reactivate-student and delete-student confirm a step for. */
export const loadStudent = loadForStep(
  "studentId",
  async (teacher, id) => (await getStudentProfile(teacher, id)).student,
);
export const toStudentPage = (params: { studentId?: string }) => idPath`/teacher/students/${params.studentId}`;
