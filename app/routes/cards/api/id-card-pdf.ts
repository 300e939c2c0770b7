import { assertTeacher } from "~/domain/access/guards.server";
import { idCardPdf } from "~/domain/cards/papers.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiFileHandler } from "~/http/api.server";
import { pdfResponse } from "~/http/pdf-response.server";
import { paperLanguage } from "../+shared/paper-answer.server";

/** GET /teacher/students/{id}/id-card.pdf: the student's ID card, CR80 (`?language=hi` for Hindi). */
export const loader = apiFileHandler(async ({ actor, params, request, context }) => {
  assertTeacher(actor);
  return pdfResponse(await idCardPdf(actor, numericIdOf(params.id, "Student"), paperLanguage(request, context)));
});
