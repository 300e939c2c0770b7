// The real cost of a page (DESIGN.md, performance budgets; issue 22), before and after, in one run. Two
// production builds run side by side, each in a process of its own on a fresh database with the demo
// data and a class of BENCH_STUDENTS students registered and signed in: "before" is the commit
// BENCH_BEFORE (built once, scripts/bench-checkout.mjs; several commits separated by commas make one "before"
// each, for the steps of a change; "none" leaves it out), "after" is this checkout. This process only
// generates load, and the builds take turns page by page, so they meet the same machine.
// Reported per page: the SQL statements a request took (the Server-Timing header), the server's CPU ms per
// request (from /proc/PID/stat), requests per second and p50/p99 latency at 10 connections, for
//  (a) pages the app builds: every request has its own signed-in viewer or its own query, so the page
//      cache never answers (BENCH_ROUNDS rounds; the median of each figure);
//  (b) the results-day mix, with the page cache as shipped;
//  (c) cache hits: one URL and one viewer, again and again;
// next to a bare node:http server, also in a process of its own, sending the same page's bytes gzipped
// once at start. Then the JavaScript a browser loads on the teacher's pages (gzipped bytes as they come
// over the wire, Chromium through Playwright), resident memory at each stage, and the machine's load; last, (d) the
// memory-settings curve (bench-memory-settings.mjs): CPU per page and memory for a few heap and arena settings.
// Run: npm run bench:server   (BENCH_PORT: the after app's port; the bare server takes the one below
// it, the before apps the ones below that; with BENCH_POSTGRES_URL, this checkout on PostgreSQL the one above;
// the curve's apps, one at a time, the fifth above. BENCH_PROFILE=dir writes the after app's CPU profile there
// when it stops: node scripts/bench-profile.mjs <file> sums it up.)
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { builtCheckout } from "./bench-checkout.mjs";
import {
  BENCH_ENV,
  emptyPostgresDatabase,
  formatRow,
  registerClass,
  resultsDayMix,
  rssMb,
  runLoad,
  settledRss,
} from "./bench-load.mjs";
import { printMemorySettingsCurve } from "./bench-memory-settings.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { startFreshApp, whenHealthy } from "./fresh-app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3398);
const BARE_PORT = PORT - 1;
/**
 * main before the lean-server round of issue 22 (React Router's production build, the server's useTranslation).
 * Older commits (ee46edb, before the first round) import remix-toast, which is no longer installed.
 */
const BEFORE = process.env.BENCH_BEFORE ?? "bd59ec2";
/** A PostgreSQL server (e.g. scripts/test-postgres.sh's): this checkout also runs on it, beside SQLite. */
const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? "";
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Requests per page and round in (a). */
const PER_ROUND = STUDENTS;
const CACHE_HITS = 2000;

const load = () =>
  os
    .loadavg()
    .map((figure) => figure.toFixed(2))
    .join(", ");
console.log(`Load average at start: ${load()} (${os.cpus().length} CPUs)`);

const befores = BEFORE === "none" ? [] : BEFORE.split(",").map((commit) => builtCheckout(commit.trim()));
const variants = [
  ...befores.map((before, index) => ({
    label: `before (${before.sha})`,
    name: `bench-server-before-${index}`,
    port: PORT - 2 - index,
    cwd: before.dir,
  })),
  { label: "after (this checkout)", name: "bench-server", port: PORT, cwd: "." },
  // The same checkout on PostgreSQL (decision 196), when BENCH_POSTGRES_URL names a server: a database of its own.
  ...(POSTGRES_SERVER
    ? [
        {
          label: "after, PostgreSQL",
          name: "bench-server-postgresql",
          port: PORT + 1,
          cwd: ".",
          env: { DATABASE_URL: await emptyPostgresDatabase(POSTGRES_SERVER, "bench_server") },
        },
      ]
    : []),
];
for (const variant of variants) {
  const { server, baseUrl } = await startFreshApp({
    name: variant.name,
    port: variant.port,
    cwd: variant.cwd,
    env: { ...BENCH_ENV, ...variant.env },
    nodeArgs:
      process.env.BENCH_PROFILE && variant.cwd === "."
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : [],
  });
  Object.assign(variant, { app: server, base: baseUrl, memory: {} });
}
let bare;
const stopAll = () => {
  bare?.kill();
  for (const { app } of variants) app.kill();
};
// Stopped half-way (Ctrl-C): the servers stop too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    stopAll();
    process.exit(1);
  });
}

const pagesOf = ({ test, students, teacher }) => [
  ["visitor", "/", [{}]],
  ["visitor", "/signin", [{}]],
  ["visitor", "/register", [{}]],
  ["student", "/dashboard", students],
  ["student", `/tests/${test.batchId}`, students],
  ["student", `/testDetails/${test.id}`, students],
  ["student", `/subject/${test.subjectId}`, students],
  ["student", `/report/${test.subjectId}`, students],
  ["teacher", "/teacher", [teacher]],
  ["teacher", `/teacher/course/${test.batchId}`, [teacher]],
  ["teacher", `/teacher/test/${test.batchId}/${test.subjectId}`, [teacher]],
  ["teacher", "/teacher/students", [teacher]],
];
/** Every request its own (viewer, query) pair: nothing the page cache kept can answer it. */
const builtRequests = (page, viewers, count, round) =>
  Array.from({ length: count }, (_, i) => ({
    path: `${page}?r=${round}-${Math.floor(i / viewers.length)}`,
    headers: viewers[i % viewers.length],
  }));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  for (const variant of variants) {
    await whenHealthy(variant.base, 60);
    variant.memory["idle after start"] = await settledRss(variant.app.pid);
    variant.day = await registerClass({
      base: variant.base,
      database: variant.env?.DATABASE_URL ?? path.resolve("test-results", variant.name, "app.db"),
      count: STUDENTS,
    });
    variant.pages = pagesOf(variant.day);
    variant.memory[`${STUDENTS} students signed in`] = await settledRss(variant.app.pid);
    // Warm up: each page built a few times, so that the figures are not the first compilation's.
    for (const [, page, viewers] of variant.pages) {
      await runLoad({ base: variant.base, pid: variant.app.pid, requests: builtRequests(page, viewers, 50, "w") });
    }
  }

  console.log(`\n(b) results day: ${STUDENTS} students × 4 pages and ${STUDENTS} visitors × 2 pages, shuffled`);
  for (const variant of variants) {
    const mix = await runLoad({ base: variant.base, pid: variant.app.pid, requests: resultsDayMix(variant.day) });
    console.log(
      `${variant.label.padEnd(22)} ${mix.count} requests: ${mix.cpuPerRequest.toFixed(2)} CPU ms/request, ` +
        `${Math.round(mix.perSecond)} req/s, p50 ${mix.p50.toFixed(1)} ms, p99 ${mix.p99.toFixed(1)} ms ` +
        `(students p99 ${mix.p99ByTag.student.toFixed(1)} ms, visitors p99 ${mix.p99ByTag.visitor.toFixed(1)} ms)`,
    );
    reportFailures("mix", mix);
    variant.memory["after the results-day mix"] = await settledRss(variant.app.pid);
  }

  // The bare server answers each path (query ignored) with the page the after app sent, gzipped once at start.
  const after = variants.at(-1);
  const bodies = {};
  for (const [, page, viewers] of after.pages) {
    const response = await fetch(`${after.base}${page}`, { headers: viewers[0] });
    bodies[page] = Buffer.from(await response.arrayBuffer()).toString("base64");
  }
  bare = await startBareServer(bodies);

  console.log(
    `\n(a) pages the app builds: ${ROUNDS} rounds of ${PER_ROUND} requests a page, each with its own viewer or ` +
      "query; 10 connections; the median of the rounds",
  );
  const figures = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (let index = 0; index < after.pages.length; index++) {
      const page = after.pages[index][1];
      for (const variant of variants) {
        const [, , viewers] = variant.pages[index];
        const result = await runLoad({
          base: variant.base,
          pid: variant.app.pid,
          requests: builtRequests(page, viewers, PER_ROUND, round),
        });
        reportFailures(`${variant.label} ${page}`, result);
        record(figures, `${variant.label} ${page}`, result);
      }
      const bareResult = await runLoad({
        base: `http://127.0.0.1:${BARE_PORT}`,
        pid: bare.pid,
        requests: builtRequests(page, [{}], PER_ROUND, round),
      });
      record(figures, `bare ${page}`, bareResult);
    }
  }
  const widths = [8, 30, 8, 8, 7, 8, 8, 9, 8, 8];
  for (const variant of variants) {
    console.log(`\n${variant.label}`);
    console.log(
      formatRow(
        ["who", "page", "gzip KB", "queries", "CPU ms", "req/s", "p50 ms", "p99 ms", "bare ms", "bare/s"],
        widths,
      ),
    );
    const byWho = {};
    for (const [who, page, viewers] of variant.pages) {
      const ours = figures.get(`${variant.label} ${page}`);
      const theirs = figures.get(`bare ${page}`);
      byWho[who] = [...(byWho[who] ?? []), median(ours.cpu)];
      console.log(
        formatRow(
          [
            who,
            page,
            ((await gzippedSize(variant.base, page, viewers[0])) / 1024).toFixed(1),
            // A build before the counter has no Server-Timing header.
            ours.queries[0] === null ? "–" : median(ours.queries),
            median(ours.cpu).toFixed(2),
            Math.round(median(ours.perSecond)),
            median(ours.p50).toFixed(1),
            median(ours.p99).toFixed(1),
            median(theirs.cpu).toFixed(2),
            Math.round(median(theirs.perSecond)),
          ],
          widths,
        ),
      );
    }
    console.log(
      `  median CPU ms of a page: ${Object.entries(byWho)
        .map(([who, values]) => `${who} ${median(values).toFixed(2)}`)
        .join(", ")}`,
    );
  }

  console.log(`\n(c) cache hits: one URL and one viewer, ${CACHE_HITS} requests; 10 connections`);
  for (const variant of variants) {
    for (const [page, headers] of [
      ["/", {}],
      ["/dashboard", variant.day.students[0]],
    ]) {
      const requests = Array.from({ length: CACHE_HITS }, () => ({ path: page, headers }));
      const ours = await runLoad({ base: variant.base, pid: variant.app.pid, requests });
      const theirs = await runLoad({ base: `http://127.0.0.1:${BARE_PORT}`, pid: bare.pid, requests });
      console.log(
        formatRow(
          [
            variant.label,
            page,
            `${ours.cpuPerRequest.toFixed(3)} CPU ms`,
            `${Math.round(ours.perSecond)} req/s`,
            `p99 ${ours.p99.toFixed(1)} ms`,
            `bare ${theirs.cpuPerRequest.toFixed(3)} CPU ms`,
            `${Math.round(theirs.perSecond)} req/s`,
            `p99 ${theirs.p99.toFixed(1)} ms`,
          ],
          [22, 11, 16, 12, 14, 22, 12, 14],
        ),
      );
      reportFailures(page, ours);
    }
  }

  console.log("\nJavaScript the browser loads on the teacher's pages (gzipped bytes over the wire, files)");
  for (const variant of variants) {
    const { test, teacher } = variant.day;
    const loaded = await scriptsLoaded(variant.base, teacher, [
      "/teacher",
      `/teacher/test/${test.batchId}/${test.subjectId}`,
    ]);
    console.log(
      `${variant.label.padEnd(22)} ${loaded.map(({ page, bytes, files }) => `${page}: ${(bytes / 1024).toFixed(1)} KB in ${files} files`).join("; ")}`,
    );
  }

  for (const variant of variants) variant.memory["at the end"] = await settledRss(variant.app.pid);
  console.log(`\nResident memory of the server (MB): ${variants.map(({ label }) => label).join(" | ")}`);
  for (const stage of Object.keys(after.memory)) {
    console.log(
      `  ${stage.padEnd(28)} ${variants.map(({ memory }) => memory[stage].toFixed(0).padStart(6)).join(" ")}`,
    );
  }
  console.log(`  bare server                  ${rssMb(bare.pid).toFixed(0)}`);

  // The curve runs alone: the apps above stop first. BENCH_MEMORY_SETTINGS=off leaves it out (a quick look at pages).
  stopAll();
  if (process.env.BENCH_MEMORY_SETTINGS !== "off")
    await printMemorySettingsCurve({
      port: PORT + 5,
      students: STUDENTS,
      perPage: PER_ROUND,
      pagesOf,
      builtRequests,
      median,
    });
  console.log(`\nLoad average at the end: ${load()}`);
} finally {
  stopAll();
}

function record(figures, key, result) {
  const entry = figures.get(key) ?? { cpu: [], perSecond: [], p50: [], p99: [], queries: [] };
  entry.cpu.push(result.cpuPerRequest);
  entry.perSecond.push(result.perSecond);
  entry.p50.push(result.p50);
  entry.p99.push(result.p99);
  entry.queries.push(result.queries);
  figures.set(key, entry);
}

function reportFailures(what, result) {
  if (result.failures.length) console.log(`  ${what}: ${result.failures.length} not 2xx, e.g. ${result.failures[0]}`);
}

/** The page's size as sent to a browser that takes gzip. */
function gzippedSize(base, page, headers) {
  const url = new URL(page, base);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, "accept-encoding": "gzip" } }, (response) => {
        let size = 0;
        response.on("data", (chunk) => {
          size += chunk.length;
        });
        response.on("end", () => resolve(size));
      })
      .on("error", reject);
  });
}

/**
 * The scripts Chromium fetches for each page, in a context of its own (an empty cache): the page's own and
 * all they import, until the network is idle; bytes as they came over the wire (gzipped).
 */
async function scriptsLoaded(base, teacherHeaders, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const loaded = [];
    for (const page of pages) {
      const context = await browser.newContext({ extraHTTPHeaders: teacherHeaders });
      const tab = await context.newPage();
      const scripts = [];
      tab.on("requestfinished", (request) => {
        if (request.resourceType() === "script") scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
      });
      await tab.goto(`${base}${page}`, { waitUntil: "networkidle" });
      const sizes = await Promise.all(scripts);
      loaded.push({ page, bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length });
      await context.close();
    }
    return loaded;
  } finally {
    await browser.close();
  }
}

/** A node:http server in a process of its own, answering each path with its page, gzipped once at start. */
async function startBareServer(pageBodies) {
  const file = path.resolve("test-results", "bench-server", "bare-pages.json");
  writeFileSync(file, JSON.stringify(pageBodies));
  const source = `
    const http = require("node:http");
    const { gzipSync } = require("node:zlib");
    const pages = new Map();
    for (const [page, body] of Object.entries(require(${JSON.stringify(file)}))) {
      pages.set(page, gzipSync(Buffer.from(body, "base64")));
    }
    http.createServer((req, res) => {
      const body = pages.get(req.url.split("?")[0]) ?? pages.get("/");
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip", "Content-Length": body.length });
      res.end(body);
    }).listen(${BARE_PORT}, "127.0.0.1", () => console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", () => reject(new Error("the bare server did not start")));
  });
  return child;
}
