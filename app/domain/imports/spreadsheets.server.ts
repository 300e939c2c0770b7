import { MOST_COLUMNS } from "~/schemas/imports";
import { invalid } from "../core/errors.server";
import { say } from "../core/say.server";
import { type Cell, cellText } from "./import-values";

/** A file of more rows than this is several imports: the preview shows every row, and one import is one transaction. */
export const MOST_ROWS = 2000;

export const NOT_A_SPREADSHEET = "This file is not a spreadsheet: upload a CSV file or an Excel workbook (.xlsx).";
export const OLD_EXCEL =
  "This is an old Excel file (.xls): save it as an Excel workbook (.xlsx) or CSV and upload that.";
export const EMPTY_FILE = "The file has no rows under its headings: add the rows and upload it again.";

/** A sheet as the import reads it: the first row that is not empty is the headings, every later one a row. */
export type Sheet = { sheets: string[]; sheet: string; headings: string[]; rows: { line: number; cells: Cell[] }[] };

const ZIP_START = [0x50, 0x4b, 0x03, 0x04];
const OLE_START = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, start: number[]) => start.every((byte, index) => bytes[index] === byte);

/**
 * The rows of a CSV file or of one sheet of an Excel workbook (`sheet`, or the first), told apart by their bytes, not
 * by the file's name. The libraries are loaded only when a file is read (decision 201), so an idle server holds none.
 */
export async function readSpreadsheet(bytes: Uint8Array, sheet = ""): Promise<Sheet> {
  if (startsWith(bytes, OLE_START)) throw invalid(OLD_EXCEL);
  const read = startsWith(bytes, ZIP_START) ? await readWorkbook(bytes, sheet) : await readCsv(bytes);
  const lines = read.lines.filter((line) => line.cells.some((cell) => cellText(cell) !== ""));
  const [head, ...rows] = lines;
  if (!head || rows.length === 0) throw invalid(EMPTY_FILE);
  if (rows.length > MOST_ROWS)
    throw invalid(
      say(
        "The file has more than {{count}} rows: split it into files of at most {{count}} rows.",
        { count: MOST_ROWS },
        "imports",
      ),
    );
  const headings = head.cells.map(cellText);
  if (headings.length > MOST_COLUMNS)
    throw invalid(
      say("The file has more than {{count}} columns: keep the ones to import.", { count: MOST_COLUMNS }, "imports"),
    );
  return { sheets: read.sheets, sheet: read.sheet, headings, rows };
}

type Lines = { sheets: string[]; sheet: string; lines: { line: number; cells: Cell[] }[] };

async function readCsv(bytes: Uint8Array): Promise<Lines> {
  if (bytes.includes(0)) throw invalid(NOT_A_SPREADSHEET);
  const text = decodeText(bytes);
  const { parse } = await import("csv-parse/sync");
  try {
    const records: string[][] = parse(text, { relax_column_count: true, bom: true, skip_empty_lines: false });
    return { sheets: [], sheet: "", lines: records.map((cells, index) => ({ line: index + 1, cells })) };
  } catch {
    throw invalid(NOT_A_SPREADSHEET);
  }
}

/** UTF-8, or, for a CSV saved by an older Excel on Windows, its Windows-1252. */
function decodeText(bytes: Uint8Array) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

async function readWorkbook(bytes: Uint8Array, wanted: string): Promise<Lines> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalid(NOT_A_SPREADSHEET);
  }
  const sheets = workbook.worksheets.map((one) => one.name);
  const worksheet = workbook.worksheets.find((one) => one.name === wanted) ?? workbook.worksheets[0];
  if (!worksheet) throw invalid(EMPTY_FILE);
  const lines: Lines["lines"] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: Cell[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellOf(row.getCell(column).value));
    lines.push({ line, cells });
  });
  return { sheets, sheet: worksheet.name, lines };
}

/** An Excel cell's value as text, number or date: a formula gives its result, rich text and links their text. */
function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || value instanceof Date) return value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value !== "object") return String(value);
  const found = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
  if ("result" in found) return cellOf(found.result);
  if (found.richText) return found.richText.map((part) => part.text).join("");
  if (found.text !== undefined) return cellOf(found.text);
  return null;
}
