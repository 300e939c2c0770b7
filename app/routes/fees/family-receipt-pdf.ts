import { parentLinkLanguage } from "~/domain/families/parent-links.server";
import { familyReceipt } from "~/domain/fees/family.server";
import { receiptFileName, receiptPdf } from "~/domain/fees/receipt-pdf.server";
import { languageFrom, pageLanguageMiddleware } from "~/http/language.server";
import { readForPage } from "~/http/pages.server";
import { pdfResponse } from "~/http/pdf-response.server";
import type { Route } from "./+types/family-receipt-pdf";

// In the language the parent's page speaks: the one the institute chose for the guardian, or the visitor's choice.
export const middleware: Route.MiddlewareFunction[] = [
  pageLanguageMiddleware((params) => parentLinkLanguage(params.token ?? "")),
];

/** A receipt's PDF from the parent's page, reached through the family's link as the rest of that page is. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const receipt = await readForPage(() => familyReceipt(params.token, params.receipt));
  const bytes = await receiptPdf(receipt, languageFrom(context));
  return pdfResponse({ filename: receiptFileName(receipt), bytes });
}
