import { assertTeacher } from "~/domain/access/guards.server";
import { idCardPdf } from "~/domain/cards/papers.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { getActor } from "~/http/guards.server";
import { apiPaperAnswer, paperLanguage } from "../+shared/paper-answer.server";
import type { Route } from "./+types/id-card-pdf";

/** GET /teacher/students/{id}/id-card.pdf: the student's ID card, CR80 (`?language=hi` for Hindi). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  apiPaperAnswer(async () => {
    const actor = getActor(context);
    assertTeacher(actor);
    return idCardPdf(actor, numericIdOf(params.id, "Student"), paperLanguage(request, context));
  });
