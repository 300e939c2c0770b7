import { translatorFor } from "~/i18n/catalogues.server";
import { INTL_LOCALES, type Language } from "~/i18n/languages";
import { formatIsoDay } from "../../core/format.server";
import { paiseInWords } from "../amount-in-words";
import { formatPaise } from "../money";
import { stateName } from "./gstin";

/**
 * A tax invoice or credit note as lines of label and value in the reader's language: the one wording the receipt
 * page and the PDF both show, so the two never say different things.
 */

type Issued = {
  kind: string;
  number: string;
  issuedOn: string;
  supplierName: string;
  supplierAddress: string;
  supplierGstin: string;
  supplierState: string;
  recipientName: string;
  recipientGstin: string;
  recipientState: string;
  placeOfSupply: string;
  sac: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type DocumentLine = { label: string; value: string; strong?: boolean };

/** The document's title, e.g. "Tax invoice cum receipt" or "Credit note". */
export const documentTitle = (kind: string, language: Language) =>
  translatorFor(language, "documents-fees")(kind === "credit" ? "Credit note" : "Tax invoice cum receipt");

/**
 * The document's lines; `inWords: false` leaves out the total in words where the receipt beside it says the same
 * (the receipt's page).
 */
export function documentLines(
  document: Issued,
  language: Language,
  { invoiceNumber, inWords = true }: { invoiceNumber?: string; inWords?: boolean } = {},
): DocumentLine[] {
  const t = translatorFor(language, "documents-fees");
  const money = (paise: number) => formatPaise(paise, INTL_LOCALES[language]);
  const state = (code: string) => `${t(stateName(code))} (${code})`;
  const credit = document.kind === "credit";
  const lines: (DocumentLine | null)[] = [
    { label: credit ? t("Credit note number") : t("Invoice number"), value: document.number, strong: true },
    { label: t("Date"), value: formatIsoDay(document.issuedOn, language) },
    credit && invoiceNumber ? { label: t("Against tax invoice"), value: invoiceNumber } : null,
    { label: t("Supplier"), value: [document.supplierName, document.supplierAddress].filter(Boolean).join(", ") },
    { label: t("Supplier's GSTIN"), value: document.supplierGstin },
    { label: t("Supplier's state"), value: state(document.supplierState) },
    { label: t("Recipient"), value: document.recipientName },
    document.recipientGstin ? { label: t("Recipient's GSTIN"), value: document.recipientGstin } : null,
    document.recipientState ? { label: t("Recipient's state"), value: state(document.recipientState) } : null,
    { label: t("Place of supply"), value: state(document.placeOfSupply) },
    { label: t("SAC"), value: `${document.sac} (${t("Coaching services")})` },
    { label: t("Taxable value"), value: money(document.taxablePaise) },
    ...(document.placeOfSupply !== document.supplierState
      ? [{ label: t("IGST at 18 %"), value: money(document.igstPaise) }]
      : [
          { label: t("CGST at 9 %"), value: money(document.cgstPaise) },
          { label: t("SGST at 9 %"), value: money(document.sgstPaise) },
        ]),
    { label: t("Total"), value: money(document.totalPaise), strong: true },
    inWords ? { label: t("Total in words"), value: paiseInWords(document.totalPaise, language) } : null,
  ];
  return lines.filter((line) => line !== null);
}
