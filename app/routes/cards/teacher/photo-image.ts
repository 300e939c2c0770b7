import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { photoAnswer } from "../+shared/photo-answer.server";
import type { Route } from "./+types/photo-image";

/** A student's photo for the teacher (their student page, the photo dialog). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return photoAnswer(request, requireTeacher(context), idParam(params.studentId));
}
