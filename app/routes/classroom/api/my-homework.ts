import { myHomework } from "~/domain/homework/student-homework.server";
import { apiHandler } from "~/http/api.server";
import { homeworkJson } from "./+homework-presenter";

/** GET /student/homework: the student's homework, open work first (earliest due first), then done work. */
export const loader = apiHandler(async ({ actor }) => {
  const { today, homework } = await myHomework(actor);
  return {
    today,
    homework: homework.map((item) => ({ ...homeworkJson(item), done: item.done, state: item.state })),
    message: "Homework",
  };
});
