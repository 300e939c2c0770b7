import { familyReportCardPdf } from "~/domain/cards/papers.server";
import { parentLinkLanguage } from "~/domain/families/parent-links.server";
import { pageLanguageMiddleware } from "~/http/language.server";
import { paperAnswer, paperLanguage } from "./+shared/paper-answer.server";
import type { Route } from "./+types/family-report-card-pdf";

// In the parent's page's language: the one the institute chose for the guardian, until the visitor picks another.
export const middleware: Route.MiddlewareFunction[] = [
  pageLanguageMiddleware((params) => parentLinkLanguage(params.token ?? "")),
];

/** The report card on the parent's page as a PDF, through the family's link: only that one student's. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return paperAnswer(() => familyReportCardPdf(params.token, paperLanguage(request, context)));
}
