import { assertTeacher } from "~/domain/access/guards.server";
import { listStudents } from "~/domain/students/directory.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { studentSearchSchema } from "~/schemas/student-directory";
import { studentListAnswer } from "./+presenter";

/** GET /teacher/students?q=&batch=&page=: 50 students a page. */
export const loader = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  return studentListAnswer(await listStudents(actor, parseInput(studentSearchSchema, queryOf(request))));
});
