import { redirect } from "react-router";
import { receiptFileName, receiptPdf } from "~/domain/fees/receipt-pdf.server";
import { getReceipt } from "~/domain/fees/receipts.server";
import { getActor } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pdfResponse } from "~/http/pdf-response.server";
import type { Route } from "./+types/receipt-pdf";

/** 'Download PDF' of a receipt: whoever may read its page (a teacher any, a student their own; another's is 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = getActor(context);
  if (!actor) throw redirect("/signin");
  const receipt = await readForPage(() => getReceipt(actor, idParam(params.paymentId)));
  const bytes = await receiptPdf(receipt, languageFrom(context));
  return pdfResponse({ filename: receiptFileName(receipt), bytes });
}
