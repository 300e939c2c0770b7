// Server throughput of the main pages (DESIGN.md, performance budgets): requests per second and p99
// latency of the production build, next to a bare node:http server sending the same bytes on the same
// machine. Traffic stays on 127.0.0.1 and each run is bounded in time.
// Run: npm run build && node scripts/bench-server.mjs
import http from "node:http";
import autocannon from "autocannon";
import { demoStudentAuthorization, startFreshApp, whenHealthy } from "./fresh-app.mjs";

// Helpers sharing a machine pick their own ports: BENCH_PORT (the app) and the one below it (bare).
const PORT = Number(process.env.BENCH_PORT ?? 3398);
const BARE_PORT = PORT - 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const { server: app, baseUrl: base } = await startFreshApp({
  name: "bench-server",
  port: PORT,
  env: { SEED_DEMO: "on" },
  // BENCH_PROFILE=dir writes the app's CPU profile there when it stops (open it in Chrome's DevTools).
  nodeArgs: process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
});

const run = (url, headers) =>
  autocannon({ url, connections: 10, duration: SECONDS, headers: { "accept-encoding": "gzip", ...headers } });

try {
  await whenHealthy(base);
  const student = { authorization: await demoStudentAuthorization(base) };
  const pages = [
    ["/", {}],
    ["/signin", {}],
    ["/register", {}],
    ["/dashboard", student],
    ["/testDetails/1", student],
  ];

  // The bare server answers each path with the exact bytes (gzipped) the app sent for it.
  const bodies = new Map();
  for (const [page, headers] of pages) {
    const response = await fetch(`${base}${page}`, { headers });
    bodies.set(page, Buffer.from(await response.arrayBuffer()));
  }
  const { gzipSync } = await import("node:zlib");
  const bare = http.createServer((req, res) => {
    const body = gzipSync(bodies.get(req.url) ?? "");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip" });
    res.end(body);
  });
  // A port in use must fail here, inside `try`, so that the app is stopped too.
  await new Promise((resolve, reject) => bare.once("error", reject).listen(BARE_PORT, "127.0.0.1", resolve));

  console.log(`${SECONDS} s per page, 10 connections, gzip; app vs a bare node:http server sending the same page`);
  console.log("page".padEnd(16), "app req/s", " app p99", " bare req/s", " bare p99", " app/bare req/s");
  for (const [page, headers] of pages) {
    const ours = await run(`${base}${page}`, headers);
    const theirs = await run(`http://127.0.0.1:${BARE_PORT}${page}`, {});
    const ratio = ours.requests.average / theirs.requests.average;
    console.log(
      page.padEnd(16),
      String(Math.round(ours.requests.average)).padStart(9),
      `${ours.latency.p99} ms`.padStart(8),
      String(Math.round(theirs.requests.average)).padStart(11),
      `${theirs.latency.p99} ms`.padStart(9),
      ratio.toFixed(3).padStart(15),
    );
    if (ours.non2xx > 0) console.log(`  ${page}: ${ours.non2xx} answers were not 2xx`);
  }
  bare.close();
} finally {
  app.kill();
}
