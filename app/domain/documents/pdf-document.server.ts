import { readFileSync } from "node:fs";
import path from "node:path";
import type PDFDocumentType from "pdfkit";
import { INTL_LOCALES, type Language } from "~/i18n/languages";

/**
 * The PDFs the institute hands out (receipts, tax invoices, report cards, ID cards), made on the server with pdfkit.
 * Text goes through `Pdf.text` only: it writes English in Noto Sans and Devanagari in Noto Sans Devanagari (both
 * embedded, subset, from fonts/ under the SIL Open Font License). fontkit shapes the Devanagari (conjuncts, the
 * i-matra before its consonant, reph above), as HarfBuzz does. A shaped glyph run no longer reads back in the order
 * it was typed (ि is drawn before क), so each Devanagari run is marked with its typed text as ActualText: a reader
 * that copies or searches the page gets the words as written.
 */

/** A page size in points: A4 and A5 for papers, CR80 (85.6 × 53.98 mm) for ID cards. */
export const PAGE_SIZES = {
  A4: [595.28, 841.89],
  A5: [419.53, 595.28],
  CR80: [242.65, 153.01],
} as const;

export type PageSize = keyof typeof PAGE_SIZES;

export type TextStyle = {
  /** In points (default 10). */
  size?: number;
  bold?: boolean;
  /** A CSS colour pdfkit knows ("#333", "black"). */
  color?: string;
  align?: "left" | "center" | "right";
};

const FONT_FILES = {
  latin: "NotoSans-Regular.ttf",
  "latin-bold": "NotoSans-Bold.ttf",
  devanagari: "NotoSansDevanagari-Regular.ttf",
  "devanagari-bold": "NotoSansDevanagari-Bold.ttf",
} as const;

type FontName = keyof typeof FONT_FILES;

/** The fonts' bytes, read once per process when the first PDF is made (1.5 MB; each PDF embeds only its glyphs). */
let fontBytes: Record<FontName, Buffer> | undefined;

function fonts() {
  fontBytes ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(path.resolve("fonts", file))]),
  ) as Record<FontName, Buffer>;
  return fontBytes;
}

const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/;
/** Joiners and spaces take the script of what they follow, so a word or a phrase stays one run. */
const NEUTRAL = /[\s\u200C\u200D]/;

type Run = { text: string; devanagari: boolean };

/** The text cut where the script changes between Devanagari and everything else. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const devanagari = NEUTRAL.test(char) && last ? last.devanagari : DEVANAGARI.test(char);
    if (last && last.devanagari === devanagari) last.text += char;
    else runs.push({ text: char, devanagari });
  }
  return runs;
}

/** Lines are this many times the font size apart: room for Devanagari's matras above and below. */
const LINE_HEIGHT = 1.5;
/** The baseline sits this many font sizes below a line's top. */
const BASELINE = 1.1;

export type Pdf = {
  /** pdfkit's document for lines, shapes, images and pages. Never its own `text`: use `Pdf.text`. */
  doc: PDFKit.PDFDocument;
  width: number;
  height: number;
  /** Writes `value` in a box `width` wide from (x, y), wrapped at spaces; returns the height it took. */
  text(value: string, x: number, y: number, width: number, style?: TextStyle): number;
  heightOf(value: string, width: number, style?: TextStyle): number;
  widthOf(value: string, style?: TextStyle): number;
  /** Ends the document: its bytes. */
  bytes(): Promise<Buffer>;
};

let pdfkit: typeof PDFDocumentType | undefined;

/**
 * Widths of runs already measured, by font, size and text: shaping a run to measure it is most of a paper's cost, and
 * papers repeat their words (labels, names, marks). The fonts never change, so a width holds for every document.
 */
const widths = new Map<string, number>();
const MOST_WIDTHS = 20_000;

function measured(key: string, measure: () => number) {
  let width = widths.get(key);
  if (width === undefined) {
    if (widths.size >= MOST_WIDTHS) widths.clear();
    width = measure();
    widths.set(key, width);
  }
  return width;
}

/** A new document of one page; pdfkit is loaded with the first. */
export async function newPdf(options: {
  size: PageSize;
  margin?: number;
  title: string;
  language: Language;
}): Promise<Pdf> {
  pdfkit ??= (await import("pdfkit")).default;
  const [width, height] = PAGE_SIZES[options.size];
  const doc = new pdfkit({
    size: [width, height],
    margin: options.margin ?? 36,
    lang: INTL_LOCALES[options.language],
    displayTitle: true,
    info: { Title: options.title, Creator: "", Producer: "" },
    // Without a font of its own pdfkit would load Helvetica's metrics for a font never used.
    font: "",
  });
  for (const [name, bytes] of Object.entries(fonts())) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const fontOf = (run: Run, bold: boolean): FontName =>
    `${run.devanagari ? "devanagari" : "latin"}${bold ? "-bold" : ""}` as FontName;
  const runWidth = (run: Run, style: TextStyle) => {
    const font = fontOf(run, style.bold ?? false);
    const size = style.size ?? 10;
    return measured(`${font} ${size} ${run.text}`, () => doc.font(font).fontSize(size).widthOfString(run.text));
  };
  const widthOf = (value: string, style: TextStyle = {}) =>
    scriptRuns(value).reduce((sum, run) => sum + runWidth(run, style), 0);

  /** Greedy lines of whole words, each word measured once; a word wider than the box has a line of its own. */
  const linesOf = (value: string, width: number, style: TextStyle) => {
    const space = widthOf(" ", style);
    return value.split("\n").flatMap((paragraph) => {
      const lines: { text: string; width: number }[] = [];
      for (const word of paragraph.split(/ +/)) {
        const line = lines.at(-1);
        const wordWidth = widthOf(word, style);
        if (line && line.width + space + wordWidth <= width) {
          line.text += ` ${word}`;
          line.width += space + wordWidth;
        } else lines.push({ text: word, width: wordWidth });
      }
      return lines.map((line) => line.text);
    });
  };

  const drawLine = (line: string, x: number, baseline: number, width: number, style: TextStyle) => {
    const lineWidth = widthOf(line, style);
    let at =
      style.align === "right" ? x + width - lineWidth : style.align === "center" ? x + (width - lineWidth) / 2 : x;
    doc.fillColor(style.color ?? "black");
    const runs = scriptRuns(line);
    // A whole line is one span: a reader's viewer then keeps it one line, English and Hindi in their order.
    const marked = runs.some((run) => run.devanagari);
    if (marked) doc.markContent("Span", { actual: line });
    for (const run of runs) {
      const runAt = at;
      at += runWidth(run, style);
      doc
        .font(fontOf(run, style.bold ?? false))
        .fontSize(style.size ?? 10)
        .text(run.text, runAt, baseline, { lineBreak: false, baseline: "alphabetic" });
    }
    if (marked) doc.endMarkedContent();
  };

  return {
    doc,
    width,
    height,
    widthOf,
    heightOf: (value, width, style = {}) => linesOf(value, width, style).length * (style.size ?? 10) * LINE_HEIGHT,
    text(value, x, y, width, style = {}) {
      const size = style.size ?? 10;
      const lines = linesOf(value, width, style);
      for (const [n, line] of lines.entries()) drawLine(line, x, y + (n * LINE_HEIGHT + BASELINE) * size, width, style);
      return lines.length * size * LINE_HEIGHT;
    },
    bytes() {
      doc.end();
      return ended;
    },
  };
}
