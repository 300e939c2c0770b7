import { assertTeacher } from "~/domain/access/guards.server";
import { studentReportCardPdf } from "~/domain/cards/papers.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { getActor } from "~/http/guards.server";
import { apiPaperAnswer, paperLanguage } from "../+shared/paper-answer.server";
import type { Route } from "./+types/report-card-pdf";

/** GET /teacher/students/{id}/report-card.pdf (`?language=hi` for Hindi). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  apiPaperAnswer(async () => {
    const actor = getActor(context);
    assertTeacher(actor);
    return studentReportCardPdf(actor, numericIdOf(params.id, "Student"), paperLanguage(request, context));
  });
