import { studentReportCardPdf } from "~/domain/cards/papers.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { paperAnswer, paperLanguage } from "../+shared/paper-answer.server";
import type { Route } from "./+types/report-card-pdf";

/** A student's report card as a PDF for the teacher (`?language=hi` for Hindi). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const studentId = idParam(params.studentId);
  return paperAnswer(() => studentReportCardPdf(teacher, studentId, paperLanguage(request, context)));
}
