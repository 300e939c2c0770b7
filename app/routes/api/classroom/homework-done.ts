import { invalid } from "~/domain/errors.server";
import { markHomework } from "~/domain/homework/student-homework.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler } from "~/http/api.server";

/** PUT /student/homework/{id}/done: 'Mark as done'; DELETE: 'Undo'. 404 for homework the student does not see. */
export const action = apiHandler(async ({ request, actor, params }) => {
  const id = numericIdOf(params.id, "Homework");
  if (request.method === "PUT") return markHomework(actor, id, true);
  if (request.method === "DELETE") return markHomework(actor, id, false);
  throw invalid("Use PUT to mark the homework done or DELETE to undo it.");
});
