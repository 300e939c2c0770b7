import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * PDFs read back with Poppler's own tools (Debian's poppler-utils), as a reader's viewer reads them: the text a
 * reader copies, the pages and their size, and a page drawn as an image.
 */

const folder = mkdtempSync(path.join(tmpdir(), "pdf-read-"));
let count = 0;

function onDisk(bytes: Uint8Array) {
  const file = path.join(folder, `${++count}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** The text in the order it was written (`pdftotext -raw`), ActualText and all: what copying the page gives. */
export function pdfText(bytes: Uint8Array) {
  return execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", onDisk(bytes), "-"], { encoding: "utf8" });
}

/** The number of pages and the first page's size in points. */
export function pdfInfo(bytes: Uint8Array) {
  const info = execFileSync("pdfinfo", [onDisk(bytes)], { encoding: "utf8" });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
  return { pages, width: Number(size?.[1]), height: Number(size?.[2]), fonts: pdfFonts(bytes) };
}

/** The embedded fonts' names (subset prefixes removed). */
function pdfFonts(bytes: Uint8Array) {
  const listing = execFileSync("pdffonts", [onDisk(bytes)], { encoding: "utf8" });
  return [
    ...new Set(
      listing
        .split("\n")
        .slice(2)
        .filter(Boolean)
        .map((line) => line.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, "")),
    ),
  ].sort();
}

/** Each image drawn: its page and the object it is stored as (the same object drawn twice is embedded once). */
export function pdfImages(bytes: Uint8Array) {
  const listing = execFileSync("pdfimages", ["-list", onDisk(bytes)], { encoding: "utf8" });
  return listing
    .split("\n")
    .slice(2)
    .filter((line) => line.trim() && !/ smask /.test(line))
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      return { page: Number(columns[0]), object: Number(columns[10]) };
    });
}

/** Page `page` (from 1) drawn as a PNG at `dpi`; returns the file's path. */
export function pdfPagePng(bytes: Uint8Array, page = 1, dpi = 150) {
  const prefix = path.join(folder, `page-${++count}`);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    String(dpi),
    "-f",
    String(page),
    "-l",
    String(page),
    "-singlefile",
    onDisk(bytes),
    prefix,
  ]);
  return `${prefix}.png`;
}
