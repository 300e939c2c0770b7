import { isDay } from "~/schemas/dates";
import { indianMobileToE164 } from "~/schemas/mobile";
import { paiseOfText } from "../fees/money";

/**
 * A spreadsheet's cell as the readers give it: text (every CSV cell), a number or a date (an Excel cell of that
 * type), or nothing. The readers below take what Indian spreadsheets hold and give the app's own values, or null.
 */
export type Cell = string | number | Date | null;

/** A cell as the text a person sees in it: a number without a float's noise, a date as its calendar day. */
export function cellText(cell: Cell): string {
  if (cell === null) return "";
  if (cell instanceof Date) return dayOfDate(cell);
  if (typeof cell === "number") return Number.isInteger(cell) ? String(cell) : String(Number(cell.toFixed(2)));
  return cell.trim();
}

/** An Excel date is midnight UTC of its calendar day (a workbook has no time zone). */
const dayOfDate = (date: Date) => date.toISOString().slice(0, 10);

/** Days from 30 December 1899 (Excel's day 0) to 1 January 1970. */
const EXCEL_EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;

/**
 * A calendar day ("YYYY-MM-DD") as Indian spreadsheets write one: 27/11/2026, 27-11-2026, 27.11.2026 (day first),
 * 2026-11-27, an Excel date cell, or a date cell's serial number when the column lost its date format.
 */
export function dayOfCell(cell: Cell): string | null {
  if (cell instanceof Date) return isDay(dayOfDate(cell)) ? dayOfDate(cell) : null;
  if (typeof cell === "number") {
    if (!Number.isInteger(cell) || cell < 36_000 || cell > 80_000) return null;
    return dayOfCell(new Date((cell - EXCEL_EPOCH_DAYS) * DAY_MS));
  }
  const text = cellText(cell);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const indian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2], indian[1]] : [];
  if (!year || !month || !day) return null;
  const found = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isDay(found) ? found : null;
}

/** Integer paise from an amount as cashiers write it (1,00,000; ₹5,000; 5000.50; Rs. 500/-) or an Excel number. */
export function paiseOfCell(cell: Cell): number | null {
  if (typeof cell === "number") return Number.isFinite(cell) && cell >= 0 ? Math.round(cell * 100) : null;
  if (cell instanceof Date) return null;
  return paiseOfText(cellText(cell));
}

/** A mobile number in E.164 from any usual form: 98765 43210, +91-98765-43210, 098765…, (98765) 43210, a number cell. */
export function mobileOfCell(cell: Cell): string | null {
  if (cell instanceof Date) return null;
  return indianMobileToE164(cellText(cell).replace(/[().]/g, ""));
}

/** A heading as it is matched: lower case, one space between words, no punctuation around them. */
export const headingKey = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
