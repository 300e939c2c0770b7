import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";

/** A tiny but real PDF, and things that only pretend to be one. */
export const pdfFile = (name = "notes.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
});

/** A real PDF made `bytes` longer with random bytes, so that storing and sending it takes many chunks. */
export const paddedPdfFile = (name: string, bytes: number) => {
  const pdf = pdfFile(name);
  return { ...pdf, buffer: Buffer.concat([pdf.buffer, randomBytes(bytes)]) };
};

export const fakePdfFile = () => ({
  name: "homework.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("MZ this is not a pdf"),
});

/** Over the test server's MAX_UPLOAD_MB of 1. */
export const hugePdfFile = () => ({
  name: "huge.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1024 * 1024 + 10, 0x20)]),
});

/** The files the test server has stored (tests/support/e2e-server.mjs). */
export const storedUploads = () => {
  try {
    return readdirSync(path.resolve("test-results", "e2e-server", "uploads")).length;
  } catch {
    return 0;
  }
};
