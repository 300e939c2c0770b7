import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { setHomework, subjectHomework } from "~/domain/homework/homework.server";
import { apiHandler, parseInput } from "~/http/api.server";
import { homeworkSchema } from "~/schemas/homework";
import { homeworkJson, readHomeworkBody } from "./+homework-presenter";

/** GET /teacher/subjects/{subjectId}/homework: the subject's homework, latest due first, with how many marked it done. */
export const loader = apiHandler(async ({ actor, params }) => {
  const { subject, students, homework } = await subjectHomework(actor, numericIdOf(params.subjectId, "Subject"));
  return {
    subject_id: subject.id,
    subject_name: subject.name,
    students,
    homework: homework.map((item) => ({ ...homeworkJson(item), done_count: item.doneCount })),
    message: "Homework",
  };
});

/** POST `{title,text,due_on}` as JSON, or multipart with a PDF in "attachment": 201. */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const subjectId = numericIdOf(params.subjectId, "Subject");
  return readHomeworkBody(request, async (body, file) => {
    const { homework, message } = await setHomework(actor, subjectId, parseInput(homeworkSchema, body), file);
    return { homework: homeworkJson(homework), message };
  });
}, 201);
