import Database from "better-sqlite3";
import type { NextFunction, Request, Response } from "express";
import { carriesToastCookie } from "~/http/toast.server";

/**
 * Pages as sent, kept for the same viewer until the database changes (decision 071).
 *
 * A page is a function of the database, the viewer and the address, plus the clock for a few pages
 * (the next dates on /slot). So a page the app marked reusable is served again, byte for byte and
 * already compressed, to a request with the same address, cookies, authorization and accepted
 * encodings, as long as SQLite's `data_version` has not moved (any commit, by this process or
 * another, moves it) and for a few seconds at most, which bounds what the clock can change.
 *
 * The app marks a page reusable (`markReusable`) only when it is a plain 200 page that uses no
 * script nonce; a request carrying a flash message is never served from here, since reading the
 * message consumes it, and a response that sets a cookie is never kept.
 */

/** How long a kept page may be served: what the clock can change in that time is a few seconds of /slot. */
const LIFETIME_MS = 5_000;
/** Room for a few thousand pages; the oldest go first. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Anything bigger (a note's file, a CSV) is not a page and is not collected. */
const MAX_PAGE_BYTES = 512 * 1024;
/** Headers every response gets anew, or that describe the transfer rather than the page. */
const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  // The statements it took to build (SERVER_TIMING): a kept page answered takes none.
  "server-timing",
]);

type Kept = { until: number; headers: [string, string | string[] | number][]; body: Buffer };

const REUSABLE = "reusablePage";

/** Called by the app's renderer (through the request context) for a page that may be served again. */
export function markReusable(res: Response) {
  res.locals[REUSABLE] = true;
}

export function createPageCache(databaseFile: string, now = () => Date.now()) {
  const connection = new Database(databaseFile, { readonly: true, fileMustExist: true });
  const dataVersion = connection.prepare<[], number>("PRAGMA data_version").pluck();
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  let keptVersion = dataVersion.get() ?? 0;

  function forget(key: string) {
    const entry = kept.get(key);
    if (!entry) return;
    keptBytes -= entry.body.length;
    kept.delete(key);
  }

  function keep(key: string, entry: Kept) {
    forget(key);
    kept.set(key, entry);
    keptBytes += entry.body.length;
    for (const oldest of kept.keys()) {
      if (keptBytes <= MAX_BYTES) break;
      forget(oldest);
    }
  }

  /**
   * What a cached page may only be given back for: everything about the request that can change it. The
   * host is part of it although no page depends on it any more (every absolute address comes from
   * PUBLIC_URL): a page made for a forged `Host: evil.test` must never reach a real visitor, whatever a
   * future page reads from the request's address. Keying rather than refusing foreign hosts, because
   * behind a proxy the Host the app sees may be the proxy's own; a forged host costs a render, as a new
   * query string already does, and the cache's size limit bounds what such requests can keep.
   */
  const keyOf = (req: Request) =>
    JSON.stringify([
      req.protocol,
      req.headers.host ?? "",
      req.headers["x-forwarded-host"] ?? "",
      req.originalUrl,
      req.headers.cookie ?? "",
      req.headers.authorization ?? "",
      req.headers["accept-encoding"] ?? "",
      // A first visit's language comes from Accept-Language (the lang cookie, once chosen, is in the cookies).
      req.headers["accept-language"] ?? "",
    ]);

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" || carriesToastCookie(req.headers.cookie) || mustBeMadeAnew(res)) return next();
    const version = dataVersion.get() ?? 0;
    if (version !== keptVersion) {
      kept.clear();
      keptBytes = 0;
      keptVersion = version;
    }
    const key = keyOf(req);
    const hit = kept.get(key);
    if (hit && hit.until > now()) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("Content-Length", hit.body.length);
      res.end(hit.body);
      return;
    }
    forget(key);
    collect(res, (headers, body) => {
      if (res.statusCode !== 200 || !res.locals[REUSABLE] || res.hasHeader("set-cookie")) return;
      keep(key, { until: now() + LIFETIME_MS, headers, body });
    });
    next();
  }

  return { middleware, close: () => connection.close() };
}

/**
 * An address that server.js marks `no-store` before the cache sees the request (a parent's page, which records
 * every view) is made anew each time. Signed-in pages also tell browsers `no-store`, but the app says so only
 * once the page is made: those are kept, per viewer, as every other page (decision 071).
 */
const mustBeMadeAnew = (res: Response) => /no-store/.test(String(res.getHeader("cache-control") ?? ""));

/**
 * Collects the bytes of the response as they leave (after compression, which is set up later in the
 * chain and so writes through these functions), and hands them over with the headers once it ends.
 */
function collect(res: Response, done: (headers: Kept["headers"], body: Buffer) => void) {
  // Headers set before this point (security headers, the CSP with this response's nonce) are set anew on every request.
  const before = res.getHeaders();
  const chunks: Buffer[] = [];
  let size = 0;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const add = (chunk: unknown, encoding: unknown) => {
    if (size > MAX_PAGE_BYTES || chunk == null || typeof chunk === "function") return;
    // The app marks a page reusable before its first byte leaves; the bytes of any other are not copied.
    if (!res.locals[REUSABLE]) {
      size = Number.POSITIVE_INFINITY;
      return;
    }
    const bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    chunks.push(bytes);
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0]);
    const result = end(chunk, ...rest);
    if (size <= MAX_PAGE_BYTES) {
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && value !== before[name] && !PER_RESPONSE.has(name))
        .map(([name, value]) => [name, value] as Kept["headers"][number]);
      done(headers, Buffer.concat(chunks));
    }
    return result;
  }) as Response["end"];
}
