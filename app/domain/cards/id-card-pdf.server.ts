import type { TFunction } from "i18next";
import type { Letterhead } from "../documents/letterhead.server";
import { PAGE_SIZES, type Pdf } from "../documents/pdf-document.server";
import type { IdCardFacts } from "./id-cards.server";
import { drawQrCode } from "./qr-code.server";

/** A CR80 card (85.6 × 53.98 mm) in points, landscape. */
export const [CARD_WIDTH, CARD_HEIGHT] = PAGE_SIZES.CR80;

const BAND = "#1f3a68";
const INK = "#1a1a1a";
const QUIET = "#5a5a5a";
const PAD = 9;
const BAND_HEIGHT = 34;
const STRIP = 5;
const PHOTO = { width: 57, height: 76 };
const QR_SIZE = 60;

/** The photo, or a neutral box with the student's initials when there is none. */
function drawPhoto(pdf: Pdf, card: IdCardFacts, x: number, y: number) {
  const { doc } = pdf;
  if (card.photo) {
    doc.image(card.photo, x, y, { width: PHOTO.width, height: PHOTO.height });
  } else {
    doc.rect(x, y, PHOTO.width, PHOTO.height).fillColor("#e4e7ec").fill();
    const size = 20;
    pdf.text(card.initials, x, y + PHOTO.height / 2 - size * 0.8, PHOTO.width, {
      size,
      bold: true,
      color: "#6b7280",
      align: "center",
    });
  }
  doc.rect(x, y, PHOTO.width, PHOTO.height).lineWidth(0.5).strokeColor("#9aa3af").stroke();
}

/** The largest of a few sizes at which `text` fits on one line of `width`. */
const fittingSize = (pdf: Pdf, text: string, width: number, sizes: number[], bold = false) =>
  sizes.find((size) => pdf.widthOf(text, { size, bold }) <= width) ?? sizes[sizes.length - 1];

/**
 * One ID card with its top-left corner at (x, y): the institute's name and contact on a band, the photo, the
 * student's name, batch and roll number, and the QR code of the card's verification page.
 */
export async function drawIdCard(
  pdf: Pdf,
  card: IdCardFacts,
  head: Letterhead,
  t: TFunction,
  at: { x: number; y: number },
) {
  const { doc } = pdf;
  const { x, y } = at;
  const inner = CARD_WIDTH - 2 * PAD;
  doc.rect(x, y, CARD_WIDTH, BAND_HEIGHT).fillColor(BAND).fill();
  const nameSize = fittingSize(pdf, head.name, inner, [11, 10, 9, 8, 7], true);
  pdf.text(head.name, x + PAD, y + 4, inner, { size: nameSize, bold: true, color: "white" });
  const contact = [head.phone, head.email].filter(Boolean).join("  ·  ");
  if (contact) {
    pdf.text(contact, x + PAD, y + 21, inner, {
      size: fittingSize(pdf, contact, inner, [6.5, 6, 5.5]),
      color: "white",
    });
  }

  const top = y + BAND_HEIGHT + 7;
  drawPhoto(pdf, card, x + PAD, top);

  const qrX = x + CARD_WIDTH - PAD - QR_SIZE;
  // Four modules of white between the code and the band above it, as readers want.
  await drawQrCode(pdf, card.verifyUrl, { x: qrX, y: top + 1, size: QR_SIZE });
  pdf.text(t("Scan to check"), qrX - 6, top + QR_SIZE + 2, QR_SIZE + 12, { size: 5.5, color: QUIET, align: "center" });

  const textX = x + PAD + PHOTO.width + 8;
  const textWidth = qrX - 6 - textX;
  let line = top - 1;
  line += pdf.text(t("Student ID card"), textX, line, textWidth, { size: 6, bold: true, color: BAND });
  const nameSizeOfStudent = fittingSize(pdf, card.name, textWidth, [10.5, 9.5, 8.5, 7.5], true);
  line += pdf.text(card.name, textX, line, textWidth, { size: nameSizeOfStudent, bold: true, color: INK }) + 1;
  for (const [label, value] of [
    [t("Batch"), card.batchName],
    [t("Roll number"), card.rollNo === null ? "–" : String(card.rollNo)],
  ] as const) {
    line += pdf.text(label, textX, line, textWidth, { size: 5.5, color: QUIET }) - 1.5;
    line += pdf.text(value, textX, line, textWidth, {
      size: fittingSize(pdf, value, textWidth, [8, 7, 6]),
      color: INK,
    });
  }

  doc
    .rect(x, y + CARD_HEIGHT - STRIP, CARD_WIDTH, STRIP)
    .fillColor(BAND)
    .fill();
  if (head.address) {
    const size = fittingSize(pdf, head.address, inner, [6, 5.5, 5]);
    pdf.text(head.address, x + PAD, y + CARD_HEIGHT - STRIP - 3 - size * 1.5, inner, { size, color: QUIET });
  }
}

/**
 * A4 sheets of 2 × 5 cards, a little apart, so that a cut a hair off its line leaves no strip of the next card's band.
 */
export const SHEET = { columns: 2, rows: 5 } as const;
const GUTTER = { x: 10, y: 6 };
const [A4_WIDTH, A4_HEIGHT] = PAGE_SIZES.A4;
const SHEET_LEFT = (A4_WIDTH - SHEET.columns * CARD_WIDTH - (SHEET.columns - 1) * GUTTER.x) / 2;
const SHEET_TOP = (A4_HEIGHT - SHEET.rows * CARD_HEIGHT - (SHEET.rows - 1) * GUTTER.y) / 2;

/** Where the card of a slot (0 to 9, row by row) sits on its sheet. */
export const slotOnSheet = (slot: number) => ({
  x: SHEET_LEFT + (slot % SHEET.columns) * (CARD_WIDTH + GUTTER.x),
  y: SHEET_TOP + Math.floor(slot / SHEET.columns) * (CARD_HEIGHT + GUTTER.y),
});

/** Cut marks in the sheet's margins, on every card's edges; nothing is drawn over the cards. */
export function drawCutMarks(pdf: Pdf) {
  const { doc } = pdf;
  const gap = 3;
  const length = 12;
  const right = SHEET_LEFT + SHEET.columns * CARD_WIDTH + (SHEET.columns - 1) * GUTTER.x;
  const bottom = SHEET_TOP + SHEET.rows * CARD_HEIGHT + (SHEET.rows - 1) * GUTTER.y;
  const edges = (start: number, count: number, size: number, gutter: number) =>
    Array.from({ length: count }, (_, n) => start + n * (size + gutter)).flatMap((edge) => [edge, edge + size]);
  doc.save().lineWidth(0.4).strokeColor("black");
  for (const x of edges(SHEET_LEFT, SHEET.columns, CARD_WIDTH, GUTTER.x)) {
    doc
      .moveTo(x, SHEET_TOP - gap)
      .lineTo(x, SHEET_TOP - gap - length)
      .stroke();
    doc
      .moveTo(x, bottom + gap)
      .lineTo(x, bottom + gap + length)
      .stroke();
  }
  for (const y of edges(SHEET_TOP, SHEET.rows, CARD_HEIGHT, GUTTER.y)) {
    doc
      .moveTo(SHEET_LEFT - gap, y)
      .lineTo(SHEET_LEFT - gap - length, y)
      .stroke();
    doc
      .moveTo(right + gap, y)
      .lineTo(right + gap + length, y)
      .stroke();
  }
  doc.restore();
}
