// The real cost of a page (DESIGN.md, performance budgets; issue 22). The production build runs in a
// process of its own on a fresh database with the demo data and a class of BENCH_STUDENTS students
// registered and signed in; this process only generates load. Reported per page: the server's CPU ms
// per request (from /proc/PID/stat), requests per second and p50/p99 latency at 10 connections, for
//  (a) pages the app builds: every request has its own signed-in viewer or its own query, so the page
//      cache never answers;
//  (b) the results-day mix, with the page cache as shipped;
//  (c) cache hits: one URL and one viewer, again and again;
// next to a bare node:http server, also in a process of its own, sending the same page's bytes gzipped
// once at start. Resident memory is printed at each stage; `npm run bench:memory` checks it.
// Run: npm run bench:server   (BENCH_PORT: the app's port, the bare server takes the one below;
// BENCH_PROFILE=dir writes the app's CPU profile there when it stops.)
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { formatRow, registerClass, resultsDayMix, rssMb, runLoad, settledRss } from "./bench-load.mjs";
import { startFreshApp, whenHealthy } from "./fresh-app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3398);
const BARE_PORT = PORT - 1;
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
/** Requests per page in (a): each student STUDENT_ROUNDS times, each time with a query of its own. */
const STUDENT_ROUNDS = 3;
const CACHE_HITS = 2000;

const { server: app, baseUrl: base } = await startFreshApp({
  name: "bench-server",
  port: PORT,
  // The whole class registers from 127.0.0.1; the limit itself is not what is measured here.
  env: { SEED_DEMO: "on", REGISTRATION_LIMIT_PER_HOUR: "100000" },
  nodeArgs: process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
});
const databaseFile = path.resolve("test-results", "bench-server", "app.db");
let bare;
// Stopped half-way (Ctrl-C): the two servers stop too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    bare?.kill();
    app.kill();
    process.exit(1);
  });
}

try {
  await whenHealthy(base, 60);
  const memory = { "idle after start": await settledRss(app.pid) };
  const day = await registerClass({ base, databaseFile, count: STUDENTS });
  memory[`${STUDENTS} students signed in`] = await settledRss(app.pid);
  const { test, students, teacher } = day;

  const pages = [
    ["visitor", "/", {}],
    ["visitor", "/signin", {}],
    ["visitor", "/register", {}],
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
  const viewersOf = (viewers) => (Array.isArray(viewers) ? viewers : [viewers]);
  const count = STUDENTS * STUDENT_ROUNDS;
  /** Every request its own (viewer, query) pair: nothing the page cache kept can answer it. */
  const builtRequests = (page, viewers) =>
    Array.from({ length: count }, (_, i) => ({
      path: `${page}?r=${Math.floor(i / viewers.length)}`,
      headers: viewers[i % viewers.length],
    }));

  // Warm up: each page built a few times, so that the figures are not the first compilation's.
  for (const [, page, viewers] of pages) {
    await runLoad({ base, pid: app.pid, requests: builtRequests(page, viewersOf(viewers)).slice(0, 50) });
  }

  console.log(`\n(b) results day: ${STUDENTS} students × 4 pages and ${STUDENTS} visitors × 2 pages, shuffled`);
  const mix = await runLoad({ base, pid: app.pid, requests: resultsDayMix(day) });
  console.log(
    `${mix.count} requests: ${mix.cpuPerRequest.toFixed(2)} CPU ms/request, ${Math.round(mix.perSecond)} req/s, ` +
      `p50 ${mix.p50.toFixed(1)} ms, p99 ${mix.p99.toFixed(1)} ms ` +
      `(students p99 ${mix.p99ByTag.student.toFixed(1)} ms, visitors p99 ${mix.p99ByTag.visitor.toFixed(1)} ms)`,
  );
  reportFailures("mix", mix);
  memory["after the results-day mix"] = await settledRss(app.pid);

  // The bare server answers each path (query ignored) with the page the app sent, gzipped once at start.
  const bodies = {};
  for (const [, page, viewers] of pages) {
    const response = await fetch(`${base}${page}`, { headers: viewersOf(viewers)[0] });
    bodies[page] = Buffer.from(await response.arrayBuffer()).toString("base64");
  }
  bare = await startBareServer(bodies);

  console.log(
    `\n(a) pages the app builds: ${count} requests a page, each with its own viewer or query; 10 connections`,
  );
  const widths = [8, 30, 8, 7, 8, 8, 9, 8, 8];
  console.log(
    formatRow(["who", "page", "gzip KB", "CPU ms", "req/s", "p50 ms", "p99 ms", "bare ms", "bare/s"], widths),
  );
  for (const [who, page, viewers] of pages) {
    const requests = builtRequests(page, viewersOf(viewers));
    const ours = await runLoad({ base, pid: app.pid, requests });
    const theirs = await runLoad({ base: `http://127.0.0.1:${BARE_PORT}`, pid: bare.pid, requests });
    const size = await gzippedSize(page, viewersOf(viewers)[0]);
    console.log(
      formatRow(
        [
          who,
          page,
          (size / 1024).toFixed(1),
          ours.cpuPerRequest.toFixed(2),
          Math.round(ours.perSecond),
          ours.p50.toFixed(1),
          ours.p99.toFixed(1),
          theirs.cpuPerRequest.toFixed(2),
          Math.round(theirs.perSecond),
        ],
        widths,
      ),
    );
    reportFailures(page, ours);
  }

  console.log(`\n(c) cache hits: one URL and one viewer, ${CACHE_HITS} requests; 10 connections`);
  for (const [page, headers] of [
    ["/", {}],
    ["/dashboard", students[0]],
  ]) {
    const requests = Array.from({ length: CACHE_HITS }, () => ({ path: page, headers }));
    const ours = await runLoad({ base, pid: app.pid, requests });
    const theirs = await runLoad({ base: `http://127.0.0.1:${BARE_PORT}`, pid: bare.pid, requests });
    console.log(
      formatRow(
        [
          page,
          `${ours.cpuPerRequest.toFixed(3)} CPU ms`,
          `${Math.round(ours.perSecond)} req/s`,
          `p99 ${ours.p99.toFixed(1)} ms`,
          `bare ${theirs.cpuPerRequest.toFixed(3)} CPU ms`,
          `${Math.round(theirs.perSecond)} req/s`,
          `p99 ${theirs.p99.toFixed(1)} ms`,
        ],
        [12, 16, 12, 14, 22, 12, 14],
      ),
    );
    reportFailures(page, ours);
  }

  memory["at the end"] = await settledRss(app.pid);
  console.log("\nResident memory of the server (MB)");
  for (const [stage, mb] of Object.entries(memory)) console.log(`  ${stage.padEnd(28)} ${mb.toFixed(0)}`);
  console.log(`  bare server                  ${rssMb(bare.pid).toFixed(0)}`);
} finally {
  bare?.kill();
  app.kill();
}

function reportFailures(what, result) {
  if (result.failures.length) console.log(`  ${what}: ${result.failures.length} not 2xx, e.g. ${result.failures[0]}`);
}

async function gzippedSize(page, headers) {
  const response = await fetch(`${base}${page}`, { headers: { ...headers, "accept-encoding": "gzip" } });
  return Number(response.headers.get("content-length")) || (await response.arrayBuffer()).byteLength;
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
