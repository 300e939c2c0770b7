import { requireStudent } from "~/http/guards.server";
import { photoAnswer } from "../+shared/photo-answer.server";
import type { Route } from "./+types/photo-image";

/** The student's own photo. */
export function loader({ request, context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  return photoAnswer(request, student, student.id);
}
