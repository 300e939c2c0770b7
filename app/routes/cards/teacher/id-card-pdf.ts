import { idCardPdf } from "~/domain/cards/papers.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { paperAnswer, paperLanguage } from "../+shared/paper-answer.server";
import type { Route } from "./+types/id-card-pdf";

/** A student's ID card as a PDF of the card's size, for the teacher. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const studentId = idParam(params.studentId);
  return paperAnswer(() => idCardPdf(teacher, studentId, paperLanguage(request, context)));
}
