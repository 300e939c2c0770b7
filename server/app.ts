import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { config, onPostgres } from "~/config.server";
import { oneInstanceAtATime } from "~/db/one-at-a-time.server";
import { db, prepareDatabase } from "~/db.server";
import { seedDemoIfEmpty } from "~/domain/demo/seed.server";
import { sweepTempUploads } from "~/domain/files/received-files.server";
import { scheduledJobs } from "~/domain/jobs/jobs.server";
import { type Schedule, startSchedule } from "~/domain/jobs/start-schedule.server";
import { startMailSender } from "~/domain/mail/sender.server";
import { readBrand } from "~/domain/site/settings.server";
import { requestInfoContext } from "~/http/context.server";
import { methodsByPattern } from "~/http/methods.server";
import { dataPaths, markServerRunning } from "./backup.mjs";
import { createPageCache, markReusable } from "./page-cache";

/** The React Router app behind Express; server.js adds static files, compression and headers. */
export const app = express();
app.disable("x-powered-by");

/**
 * React Router knows only the methods of loaders and actions; any other (OPTIONS from a scanner or a
 * CORS preflight, TRACE) is answered here, plainly, instead of as an error with a stack trace.
 */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
app.use((req, res, next) => {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.set("Allow", ALLOWED_METHODS.join(", "));
  res.status(req.method === "OPTIONS" ? 204 : 405).end();
});

/**
 * A body refused part-way (over a size limit) is left unread. Closing the connection on it makes
 * many clients report "connection reset" instead of showing our 413 page, so the rest is read and
 * thrown away instead, for a few seconds at most; nothing of it is kept in memory.
 */
const DRAIN_MS = 5_000;
app.use((req, res, next) => {
  res.on("finish", () => {
    if (req.complete || req.destroyed) return;
    const stop = setTimeout(() => req.destroy(), DRAIN_MS).unref();
    req.once("end", () => clearTimeout(stop));
    req.removeAllListeners("data");
    req.on("data", () => {});
    req.resume();
  });
  next();
});

// Built once in production; the dev server passes a function so that each request sees edited code.
const build = import.meta.env.DEV
  ? () => import("virtual:react-router/server-build")
  : await import("virtual:react-router/server-build");

app.use(
  createRequestHandler({
    build,
    async getLoadContext(req, res) {
      const context = new RouterContextProvider();
      const { routes } = typeof build === "function" ? await build() : build;
      context.set(requestInfoContext, {
        address: req.ip ?? "unknown",
        nonce: res.locals.cspNonce ?? "",
        markReusable: () => markReusable(res),
        methodsAt: methodsByPattern(routes),
      });
      return context;
    },
  }),
);

let pageCache: ReturnType<typeof createPageCache> | undefined;

/** Kept pages (server/page-cache.ts); server.js puts this before compression, so what it keeps is compressed. */
export const servePageCache: express.RequestHandler = (req, res, next) =>
  pageCache ? pageCache.middleware(req, res, next) : next();

let mailSender: ReturnType<typeof startMailSender> | undefined;

/**
 * Run once before listening: WAL mode, what stopped instances left of uploads being received swept away (by
 * age: another instance may be receiving one), demo data on an empty database when SEED_DEMO is on (by one
 * instance of several starting together), and the background mail sender when SMTP is set up (without it, mail
 * waits in the teacher's outbox). Kept pages only on SQLite, whose one file tells when anything changed
 * (decision 196).
 */
export async function prepare() {
  await prepareDatabase();
  await sweepTempUploads();
  const seeded = await oneInstanceAtATime("seed-demo", () => seedDemoIfEmpty());
  if (!onPostgres()) pageCache = createPageCache(dataPaths().databaseFile);
  if (config.SMTP_URL && config.MAIL_FROM) {
    mailSender = startMailSender({
      smtpUrl: config.SMTP_URL,
      fromAddress: config.MAIL_FROM,
      fromName: async () => (await readBrand()).name,
      pollMs: config.MAIL_POLL_MS,
      leaseMs: config.MAIL_LEASE_MS,
    });
  }
  return seeded;
}

let unmarkRunning = () => {};
let schedule: Promise<Schedule> | undefined;

/**
 * Run once the server listens: mark the SQLite database as in use (restore refuses it) and start the scheduled
 * jobs (reminders, overdue online tests, backups). Without SMTP, the mail they queue waits in the teacher's outbox.
 */
export function started() {
  if (!onPostgres()) unmarkRunning = markServerRunning(dataPaths().databaseFile);
  schedule = startSchedule(scheduledJobs());
}

export async function shutdown() {
  await (await schedule)?.stop();
  unmarkRunning();
  pageCache?.close();
  await mailSender?.stop();
  await db.$disconnect();
}
