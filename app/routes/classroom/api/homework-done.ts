import { numericIdOf } from "~/domain/core/ids.server";
import { markHomework } from "~/domain/homework/student-homework.server";
import { apiActions } from "~/http/api.server";

/** PUT /student/homework/{id}/done: 'Mark as done'; DELETE: 'Undo'. 404 for homework the student does not see. */
export const action = apiActions({
  PUT: ({ actor, params }) => markHomework(actor, numericIdOf(params.id, "Homework"), true),
  DELETE: ({ actor, params }) => markHomework(actor, numericIdOf(params.id, "Homework"), false),
});
