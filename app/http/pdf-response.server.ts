/**
 * A PDF made on request for one student or payment (a receipt, a report card, an ID card), saved by the browser under
 * `filename`. It holds a person's records, so nothing keeps a copy.
 */
export function pdfResponse({ filename, bytes }: { filename: string; bytes: Uint8Array }) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
