import { chooseOwnSubjects } from "~/domain/students/home.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { ownSubjectsSchema } from "~/schemas/student-directory";

/** POST /student/subjects `{subjects:[id]}`: a student without subjects chooses some of their batch's. */
export const action = apiHandler(async ({ request, actor }) => {
  await chooseOwnSubjects(actor, parseInput(ownSubjectsSchema, await readJson(request)));
  return { message: "Subjects chosen: your teacher will give you access soon" };
}, 201);
