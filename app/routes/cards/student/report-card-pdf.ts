import { studentReportCardPdf } from "~/domain/cards/papers.server";
import { requireStudent } from "~/http/guards.server";
import { paperAnswer, paperLanguage } from "../+shared/paper-answer.server";
import type { Route } from "./+types/report-card-pdf";

/** The student's own report card as a PDF. */
export function loader({ request, context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  return paperAnswer(() => studentReportCardPdf(student, student.id, paperLanguage(request, context)));
}
