import type { Pdf } from "../documents/pdf-document.server";

/**
 * A QR code drawn into a PDF as vector rectangles (sharp at any printer's resolution), one per run of dark modules
 * in a row. The caller keeps `quiet` modules of white around `size` clear: readers need that margin.
 */
export async function drawQrCode(pdf: Pdf, text: string, at: { x: number; y: number; size: number }) {
  const { default: QRCode } = await import("qrcode");
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const cell = at.size / count;
  const { doc } = pdf;
  doc.save();
  for (let row = 0; row < count; row++) {
    let start = -1;
    for (let column = 0; column <= count; column++) {
      const dark = column < count && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        // A hair taller than a module, so that rows touch in every renderer.
        doc.rect(at.x + start * cell, at.y + row * cell, (column - start) * cell, cell * 1.02);
        start = -1;
      }
    }
  }
  doc.fillColor("black").fill();
  doc.restore();
}
