import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { deleteStudent, editStudent, getStudentProfile } from "~/domain/students/directory.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { editableResource } from "~/http/api-resource.server";
import { studentDeleteSchema, studentEditSchema } from "~/schemas/student-directory";
import { studentProfileAnswer } from "./+presenter";

/** PATCH /teacher/students/{id} `{first_name,last_name,email,batch_id}`; DELETE `{confirm_email}`. */
export const action = editableResource("Student", studentEditSchema, editStudent, async (teacher, id, request) => {
  const { confirm_email } = parseInput(studentDeleteSchema, await readJson(request));
  return deleteStudent(teacher, id, confirm_email);
});

/** GET /teacher/students/{id}: the student, their subjects with access, and their results. */
export const loader = apiHandler(async ({ actor, params }) => {
  assertTeacher(actor);
  return studentProfileAnswer(await getStudentProfile(actor, numericIdOf(params.id, "Student")));
});
