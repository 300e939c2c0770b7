import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { deleteHomework, editHomework, homeworkDoneBy } from "~/domain/homework/homework.server";
import { apiActions, apiHandler, parseInput } from "~/http/api.server";
import { homeworkSchema } from "~/schemas/homework";
import { homeworkJson, readHomeworkBody } from "./+homework-presenter";

/** GET /teacher/homework/{id}: the homework, who marked it done (and when) and who did not. */
export const loader = apiHandler(async ({ actor, params }) => {
  const { homework, done, notDone } = await homeworkDoneBy(actor, numericIdOf(params.id, "Homework"));
  const student = (row: { id: number; name: string; rollNo: number | null }) => ({
    student_id: row.id,
    name: row.name,
    roll_no: row.rollNo,
  });
  return {
    homework: homeworkJson(homework),
    done: done.map((row) => ({ ...student(row), done_at: row.doneAt?.toISOString() ?? null })),
    not_done: notDone.map(student),
    message: "Homework",
  };
});

/** PATCH `{title,text,due_on,remove_attachment?}` (JSON, or multipart with a new PDF); DELETE. */
export const action = apiActions({
  PATCH: async ({ request, actor, params }) => {
    assertTeacher(actor);
    const id = numericIdOf(params.id, "Homework");
    return readHomeworkBody(request, async (body, file) => {
      const { homework, message } = await editHomework(actor, id, parseInput(homeworkSchema, body), file);
      return { homework: homeworkJson(homework), message };
    });
  },
  DELETE: async ({ actor, params }) => {
    assertTeacher(actor);
    return deleteHomework(actor, numericIdOf(params.id, "Homework"));
  },
});
