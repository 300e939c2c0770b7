// The memory-settings curve of bench-server (issue 37, decision 113): this checkout started with each of a few
// settings of V8's heap and glibc's arenas, one after another on a fresh database of its own, and measured the
// same way: CPU ms of a built page (every request its own viewer or query), resident memory idle after a restart
// and after the results-day mix, and the mix's p99. The shipped setting is the first row.
import path from "node:path";
import { BENCH_ENV, formatRow, registerClass, resultsDayMix, runLoad, settledRss } from "./bench-load.mjs";
import { SHIPPED_HEAP_FLAGS, startFreshApp, whenHealthy } from "./fresh-app.mjs";

const ARENAS = { MALLOC_ARENA_MAX: "2" };
const GLIBC_ARENAS = { MALLOC_ARENA_MAX: undefined };
const semiSpace = (mb) => `--max-semi-space-size=${mb}`;
const OLD_SPACE_CAP = "--max-old-space-size=192";

export const MEMORY_SETTINGS = [
  { label: "as shipped: arenas 2, old 192, semi 8", heapFlags: SHIPPED_HEAP_FLAGS, env: ARENAS },
  { label: "arenas 2, old 192, semi 16", heapFlags: [OLD_SPACE_CAP, semiSpace(16)], env: ARENAS },
  { label: "arenas 2, old 192, semi 32", heapFlags: [OLD_SPACE_CAP, semiSpace(32)], env: ARENAS },
  { label: "arenas 2, no old cap, semi 16", heapFlags: [semiSpace(16)], env: ARENAS },
  { label: "glibc arenas, old 192, semi 16", heapFlags: [OLD_SPACE_CAP, semiSpace(16)], env: GLIBC_ARENAS },
  { label: "none of them", heapFlags: [], env: GLIBC_ARENAS },
];

/**
 * Runs the curve and prints its table. `pagesOf(day)` names the pages as bench-server does ([who, path, viewers]),
 * `builtRequests` makes each request one the page cache cannot answer.
 */
export async function printMemorySettingsCurve({ port, students, perPage, pagesOf, builtRequests, median }) {
  const widths = [34, 9, 9, 9, 10, 10, 9];
  console.log(
    `\n(d) memory settings, one after another on a fresh database each: ${students} students, ${perPage} built ` +
      "requests a page; 10 connections",
  );
  console.log(formatRow(["setting", "visitor", "student", "teacher", "idle MB", "mix MB", "mix p99"], widths));
  for (const [index, setting] of MEMORY_SETTINGS.entries()) {
    const figures = await measureSetting({ ...setting, name: `bench-memory-setting-${index}`, port });
    const cpu = (who) => median(figures.cpu.filter((row) => row.who === who).map((row) => row.ms)).toFixed(2);
    console.log(
      formatRow(
        [
          setting.label,
          cpu("visitor"),
          cpu("student"),
          cpu("teacher"),
          figures.idle.toFixed(0),
          figures.afterMix.toFixed(0),
          figures.p99.toFixed(1),
        ],
        widths,
      ),
    );
  }
  console.log("  (CPU ms: the median of the pages' medians per viewer; idle: after a restart on the same data)");

  async function measureSetting({ name, heapFlags, env }) {
    const options = { name, port, heapFlags, env: { ...BENCH_ENV, ...env } };
    const first = await startFreshApp(options);
    let day;
    try {
      await whenHealthy(first.baseUrl, 60);
      day = await registerClass({
        base: first.baseUrl,
        database: path.resolve("test-results", name, "app.db"),
        count: students,
      });
    } finally {
      await stop(first.server);
    }
    // A restart on the same data: the idle figure without what seeding and registering left behind.
    const { server, baseUrl: base } = await startFreshApp({ ...options, fresh: false });
    try {
      await whenHealthy(base, 60);
      const idle = await settledRss(server.pid);
      const cpu = [];
      for (const [who, page, viewers] of pagesOf(day)) {
        await runLoad({ base, pid: server.pid, requests: builtRequests(page, viewers, 50, "w") });
        const result = await runLoad({ base, pid: server.pid, requests: builtRequests(page, viewers, perPage, "m") });
        cpu.push({ who, ms: result.cpuPerRequest });
      }
      const mix = await runLoad({ base, pid: server.pid, requests: resultsDayMix(day) });
      return { cpu, idle, afterMix: await settledRss(server.pid), p99: mix.p99 };
    } finally {
      await stop(server);
    }
  }
}

const stop = (server) => new Promise((resolve) => server.once("exit", resolve).kill());
