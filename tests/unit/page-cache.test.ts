import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { createPageCache, markReusable } from "../../server/page-cache";

// A real Express server over a real SQLite file: the page cache in front of compression, as in server.js,
// and a "page" that counts how often it was really made.
const databaseFile = path.join(mkdtempSync(path.join(tmpdir(), "page-cache-")), "app.db");
const writer = new Database(databaseFile);
writer.pragma("journal_mode = WAL");
writer.exec("CREATE TABLE batch (name TEXT)");
writer.prepare("INSERT INTO batch VALUES ('Class 10')").run();

let clock = 0;
let renders = 0;
const cache = createPageCache(databaseFile, () => clock);
const app = express();
// As server.js does for a parent's page, before the cache.
app.use((req, res, next) => {
  if (req.path === "/family") res.setHeader("Cache-Control", "private, no-store");
  next();
});
app.use(cache.middleware);
app.use(compression({ threshold: 0 }));
app.get("/page", (req, res) => {
  renders++;
  const name = writer.prepare<[], string>("SELECT name FROM batch").pluck().get();
  if (req.query.cookie) res.setHeader("Set-Cookie", "renewed=1");
  if (!req.query.once) markReusable(res);
  res.type("html").send(`<p>${name} for ${req.headers.cookie ?? "a visitor"}, render ${renders}</p>`);
});
// A signed-in page, which tells browsers not to store it (the session middleware), and a parent's page.
app.get(["/signed-in", "/family"], (_req, res) => {
  renders++;
  res.setHeader("Cache-Control", "private, no-store, max-age=0");
  markReusable(res);
  res.type("html").send(`<p>render ${renders}</p>`);
});
app.get("/host", (req, res) => {
  markReusable(res);
  res.type("html").send(`<a href="http://${req.headers.host}/">home</a>`);
});
app.get("/missing", (_req, res) => {
  renders++;
  markReusable(res);
  res.status(404).send(`not here, render ${renders}`);
});

let base = "";
beforeAll(async () => {
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => {
    server.close();
    cache.close();
  };
});
afterAll(() => writer.close());
beforeEach(() => {
  clock += 60_000;
});

const get = async (pathname: string, cookie?: string) => {
  const response = await fetch(`${base}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, text: await response.text(), encoding: response.headers.get("content-encoding") };
};

test("a reusable page is made once and then served as it was sent, compressed", async () => {
  const first = await get("/page?a");
  const second = await get("/page?a");
  expect(second).toEqual(first);
  expect(first.encoding).toBe("gzip");
  expect(renders).toBe(Number(first.text.match(/render (\d+)/)?.[1]));
});

test("any committed change to the database makes every page anew", async () => {
  const before = await get("/page?b");
  writer.prepare("UPDATE batch SET name = 'Class 11'").run();
  const after = await get("/page?b");
  expect(after.text).toContain("Class 11 for a visitor");
  expect(after.text).not.toBe(before.text);
});

test("a kept page is served for a few seconds at most", async () => {
  const first = await get("/page?c");
  clock += 4_000;
  expect((await get("/page?c")).text).toBe(first.text);
  clock += 2_000;
  expect((await get("/page?c")).text).not.toBe(first.text);
});

test("each viewer has pages of their own", async () => {
  const asa = await get("/page?d", "session=asa");
  const ravi = await get("/page?d", "session=ravi");
  expect(asa.text).toContain("for session=asa");
  expect(ravi.text).toContain("for session=ravi");
});

test("a request with a flash message, a page that sets a cookie, an unmarked page and an error are made every time", async () => {
  for (const [pathname, cookie] of [
    ["/page?e", "session=asa; toast=flash"],
    ["/page?cookie=1", undefined],
    ["/page?once=1", undefined],
  ] as const) {
    const first = await get(pathname, cookie);
    expect((await get(pathname, cookie)).text, pathname).not.toBe(first.text);
  }
  const missing = await get("/missing");
  expect(missing.status).toBe(404);
  expect((await get("/missing")).text).not.toBe(missing.text);
});

/** A GET with a Host header of our choosing (fetch sets its own). */
const getWithHost = (pathname: string, host: string) =>
  new Promise<string>((resolve, reject) => {
    const request = http.get(`${base}${pathname}`, { headers: { Host: host } }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve(text));
    });
    request.on("error", reject);
  });

test("a page made for a forged Host is never served to a request for the real one", async () => {
  expect(await getWithHost("/host", "evil.test")).toContain("http://evil.test/");
  const real = await getWithHost("/host", "localhost:3000");
  expect(real).toContain("http://localhost:3000/");
  expect(real).not.toContain("evil.test");
});

test("a signed-in page is kept though it tells browsers not to store it; a parent's page is made every time", async () => {
  const first = await get("/signed-in", "session=1");
  expect(await get("/signed-in", "session=1")).toEqual(first);
  const parents = await get("/family");
  expect((await get("/family")).text).not.toBe(parents.text);
});
