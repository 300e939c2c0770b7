import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { config } from "~/config.server";
import { db, prepareDatabase } from "~/db.server";
import { seedDemoIfEmpty } from "~/domain/demo-seed.server";
import { startMailSender } from "~/domain/mail/sender.server";
import { queueDueReminders } from "~/domain/reminders.server";
import { requestInfoContext } from "~/http/context.server";

/** The React Router app behind Express; server.js adds static files, compression and headers. */
export const app = express();
app.disable("x-powered-by");

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { address: req.ip ?? "unknown", nonce: res.locals.cspNonce ?? "" });
      return context;
    },
  }),
);

let mailSender: ReturnType<typeof startMailSender> | undefined;

/**
 * Run once before listening: WAL mode, demo data on an empty database when SEED_DEMO is on, and the
 * background mail sender when SMTP is set up (without it, mail waits in the teacher's outbox).
 */
export async function prepare() {
  await prepareDatabase();
  const seeded = await seedDemoIfEmpty();
  if (config.SMTP_URL && config.MAIL_FROM) {
    mailSender = startMailSender({
      smtpUrl: config.SMTP_URL,
      fromAddress: config.MAIL_FROM,
      fromName: config.INSTITUTE_NAME,
      pollMs: config.MAIL_POLL_MS,
      // Doubt-session reminders (issue 13) are queued on the sender's clock, then sent in the same round.
      beforeRound: () => queueDueReminders(),
    });
  }
  return seeded;
}

export async function shutdown() {
  await mailSender?.stop();
  await db.$disconnect();
}
