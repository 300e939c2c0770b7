import { readFileSync } from "node:fs";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { pdfPagePng } from "./pdf";

/** The QR code on a PDF's page, drawn at 300 dpi and decoded as a phone's camera reads it; null when none reads. */
export function qrOnPage(bytes: Uint8Array, page = 1) {
  const png = PNG.sync.read(readFileSync(pdfPagePng(bytes, page, 300)));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
