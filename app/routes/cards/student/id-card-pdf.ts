import { idCardPdf } from "~/domain/cards/papers.server";
import { requireStudent } from "~/http/guards.server";
import { paperAnswer, paperLanguage } from "../+shared/paper-answer.server";
import type { Route } from "./+types/id-card-pdf";

/** The student's own ID card as a PDF, once they are enrolled. */
export function loader({ request, context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  return paperAnswer(() => idCardPdf(student, student.id, paperLanguage(request, context)));
}
