import { assertTeacher } from "~/domain/access/guards.server";
import { remarksOf, saveRemarks } from "~/domain/cards/remarks.server";
import { studentForCard } from "~/domain/cards/whose-card.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiActions, apiHandler, parseInput, readJson } from "~/http/api.server";
import { remarksSchema } from "~/schemas/cards";
import { remarksAnswer } from "./+presenter";

/** GET /teacher/students/{id}/remarks: the remarks on the student's report card, or null. */
export const loader = apiHandler(async ({ actor, params }) => {
  assertTeacher(actor);
  const student = await studentForCard(actor, numericIdOf(params.id, "Student"));
  return { remarks: remarksAnswer(await remarksOf(student.id)) };
});

/** PUT `{remarks}`: the same schema as the page's form; empty removes them. */
export const action = apiActions({
  PUT: async ({ actor, params, request }) => {
    const studentId = numericIdOf(params.id, "Student");
    const { message } = await saveRemarks(actor, studentId, parseInput(remarksSchema, await readJson(request)));
    return { message, remarks: remarksAnswer(await remarksOf(studentId)) };
  },
});
