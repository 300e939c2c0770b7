import { gzipSync } from "node:zlib";

/** Bytes as Node's zlib and stream consumers give them. */
type Bytes = ReturnType<typeof gzipSync>;

/** Below this, gzip's header and tables make up much of what it would save (compression's own default). */
const THRESHOLD_BYTES = 1024;

/** Whether the client takes gzip: listed (or `*`) without `q=0`. */
export function acceptsGzip(acceptEncoding: string | null) {
  if (!acceptEncoding) return false;
  let star = false;
  for (const part of acceptEncoding.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(parameter));
    if (name === "gzip") return !refused;
    if (name === "*") star = !refused;
  }
  return star;
}

/**
 * A whole body (a page as it leaves the renderer, an API answer) compressed in one call, with its length.
 * The compression middleware does it as a stream (a zlib stream, its buffers and events per response),
 * which cost two to three times the CPU of one synchronous call on our 3–30 KB pages, and, since React
 * Router streams every body without a length, it compressed even a 20-byte JSON answer. It passes over a
 * response that is already encoded or, with its length known, under its threshold.
 */
export function compressedBody(whole: Bytes, acceptEncoding: string | null, headers: Headers): Bytes {
  headers.append("Vary", "Accept-Encoding");
  const body = whole.length >= THRESHOLD_BYTES && acceptsGzip(acceptEncoding) ? gzipSync(whole) : whole;
  if (body !== whole) headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(body.length));
  return body;
}

/** A JSON answer as one compressed body (Response.json's content type, with a length). */
export function jsonBody(value: unknown, status: number, acceptEncoding: string | null): Response {
  const headers = new Headers({ "Content-Type": "application/json" });
  const body = compressedBody(Buffer.from(JSON.stringify(value)), acceptEncoding, headers);
  return new Response(body, { status, headers });
}
