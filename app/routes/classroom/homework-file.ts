import { openHomeworkFile } from "~/domain/homework/student-homework.server";
import { answerWithFile } from "~/http/file-response.server";
import { getActor } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import type { Route } from "./+types/homework-file";

/** A homework's PDF, streamed only to a teacher or a student who sees the homework; 401/404 otherwise. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return answerWithFile(request, () => openHomeworkFile(getActor(context), idParam(params.homeworkId)));
}
