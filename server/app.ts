import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { db, prepareDatabase } from "~/db.server";
import { seedDemoIfEmpty } from "~/domain/demo-seed.server";
import { requestInfoContext } from "~/http/context.server";

/** The React Router app behind Express; server.js adds static files, compression and headers. */
export const app = express();
app.disable("x-powered-by");

app.use(
  createRequestHandler({
    // Built once in production; the dev server passes a function so that each request sees edited code.
    build: import.meta.env.DEV
      ? () => import("virtual:react-router/server-build")
      : await import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { address: req.ip ?? "unknown", nonce: res.locals.cspNonce ?? "" });
      return context;
    },
  }),
);

/** Run once before listening: WAL mode, and demo data on an empty database when SEED_DEMO is on. */
export async function prepare() {
  await prepareDatabase();
  return seedDemoIfEmpty();
}

export async function shutdown() {
  await db.$disconnect();
}
