// The one process that serves pages, assets, uploaded files and the API.
import crypto from "node:crypto";
import { readdirSync } from "node:fs";
import v8 from "node:v8";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import morgan from "morgan";

// Prisma's query compiler is WebAssembly; V8's optimising tier for it holds about 45 MB for the life
// of the process, while its baseline code is quick enough for the queries of a page (decision 113).
// Set before the build (and with it Prisma) is imported. The heap's bound (--max-old-space-size) is
// given where the process starts: the Dockerfile, package.json and scripts/fresh-app.mjs.
v8.setFlagsFromString("--liftoff-only");

const DEV_SERVER = process.argv.includes("--dev");
const PRODUCTION = process.env.NODE_ENV === "production";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const BUILD_PATH = "./build/server/index.js";

const server = express();
server.disable("x-powered-by");
if (process.env.TRUST_PROXY) server.set("trust proxy", process.env.TRUST_PROXY);

server.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
});
server.use(
  helmet({
    // Vite's dev server injects inline scripts of its own, so the policy applies to the built app only.
    contentSecurityPolicy: !DEV_SERVER && {
      directives: {
        "script-src": ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "frame-src": ["'self'"],
        "object-src": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    // With "no-referrer" Chromium sends `Origin: null` on form posts, which the CSRF checks must refuse.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);
// /thanks/{doubtId} is a capability link (the random id is the visitor's key to their booking): the page
// sends no referrer, so the meeting it links to never learns the address. Its cancel page keeps the
// default policy, because with "no-referrer" its form would post `Origin: null` (see above).
const CAPABILITY_PAGE = /^\/thanks\/[^/]+\/?$/i;
// A parent's page (issue 24) and its API twin: the token is the family's key, so the answer is kept by no cache
// and no search engine, and no other site is sent its address. The page has a form ('I have paid'), so it sends
// referrers to this site only ("same-origin"): its posts then carry our `Origin`, where "no-referrer" would post
// `Origin: null` and be refused (decision 188). The access log writes the token in a Referer as "[token]".
const FAMILY_PAGE = /^\/(?:api\/v1\/)?family\//i;
// An ID card's verification page (/verify/{token}, its QR code's address): anyone holding the card opens it, so it
// is kept by no cache or search engine and sends no referrer (it has no form).
const CARD_CHECK = /^\/(?:api\/v1\/)?verify\//i;
server.use((req, res, next) => {
  if (CAPABILITY_PAGE.test(req.path)) res.setHeader("Referrer-Policy", "no-referrer");
  if (CARD_CHECK.test(req.path)) {
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  if (FAMILY_PAGE.test(req.path)) {
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  next();
});
// The access log never holds a key that is part of an address: a password-reset or invitation link's token,
// a calendar feed's (/calendar/{token}.ics), a parent link's, an ID card's (/verify/{token}), a booking's (/thanks/{id}). Each is written as
// "[token]", in the requested address and in the Referer (a page's own address, sent with its assets and forms).
const KEY_IN_ADDRESS =
  /^((?:https?:\/\/[^/]+)?\/(?:reset-password|invite|calendar|thanks|(?:api\/v1\/)?(?:family|verify))\/)[^/?#]+/i;
const withoutKeys = (address) => address?.replace(KEY_IN_ADDRESS, "$1[token]");
morgan.token("url", (req) => withoutKeys(req.originalUrl ?? req.url));
morgan.token("referrer", (req) => withoutKeys(req.headers.referer ?? req.headers.referrer));
const compress = compression();
const accessLog = PRODUCTION ? batchedOutput(process.stdout) : process.stdout;
server.use(morgan(PRODUCTION ? "combined" : "dev", { skip: (req) => req.url === "/healthz", stream: accessLog }));

/**
 * Access log lines leave in one write a second: a write per request to a terminal or a file is
 * synchronous in Node and holds up every page being served.
 */
function batchedOutput(out) {
  let pending = "";
  const flush = () => {
    if (pending) out.write(pending);
    pending = "";
  };
  setInterval(flush, 1000).unref();
  process.on("exit", flush);
  return {
    write(line) {
      pending += line;
      if (pending.length > 64 * 1024) flush();
    },
  };
}

/**
 * Static files only under their own prefixes (/assets, /images, /favicon.svg, whatever public/ holds),
 * so a page request never waits for a file lookup first.
 */
function serveStaticFiles(root) {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.name === "assets") continue;
    const where = `${root}/${entry.name}`;
    if (entry.isDirectory()) server.use(`/${entry.name}`, compress, staticFolder(where, { maxAge: "1h" }));
    else server.get(`/${entry.name}`, compress, (_req, res) => res.sendFile(where, { root: ".", maxAge: "1h" }));
  }
}

// A missing file under a static prefix is a plain 404 there: falling through would compress the app's answer twice.
const staticFolder = (where, options) => express.static(where, { fallthrough: false, ...options });

let app;
if (!DEV_SERVER) {
  app = await import(BUILD_PATH).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  // Hashed file names never change content, so they can be cached for a year.
  server.use("/assets", compress, staticFolder("build/client/assets", { immutable: true, maxAge: "1y" }));
  serveStaticFiles("build/client");
  // Pages kept as they were sent, already compressed: so the cache comes before compression.
  server.use(app.servePageCache);
  server.use(compress);
  server.use(app.app);
} else {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  server.use(compress);
  server.use(vite.middlewares);
  app = await vite.ssrLoadModule("./server/app.ts");
  server.use(async (req, res, next) => {
    try {
      const source = await vite.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}

const seeded = await app.prepare();
if (seeded) console.log("Seeded demo data into the empty database.");

const listener = server.listen(PORT, () => {
  app.started();
  console.log(`Serving on http://localhost:${PORT}`);
});

function stop(signal) {
  console.log(`${signal}: finishing open requests, then stopping.`);
  listener.close(async () => {
    await app.shutdown();
    process.exit(0);
  });
  listener.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
