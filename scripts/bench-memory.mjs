// Resident memory of the production server, checked against its budget: idle after a
// restart on the demo data (the first start, which seeds it, is shown too), after the results-day mix (bench-load.mjs), and at the peak while three 200 MB
// bodies are refused. Exits with 1 when a figure is over its budget.
// Run: npm run bench:memory   (BENCH_PORT: the app's port)
import path from "node:path";
import {
  BENCH_ENV,
  peakDuringRefusedBodies,
  registerClass,
  resultsDayMix,
  runLoad,
  settledRss,
} from "./bench-load.mjs";
import { startFreshApp, whenHealthy } from "./fresh-app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3398);
const BUDGET_MB = { idle: 150, afterMix: 250, refusedBodies: 300 };

const options = { name: "bench-memory", port: PORT, env: BENCH_ENV };
const seeding = await startFreshApp(options);
let over = false;
const report = (what, mb, budget) => {
  over ||= mb > budget;
  console.log(
    `${what.padEnd(40)} ${mb.toFixed(0).padStart(4)} MB  (budget ${budget} MB)${mb > budget ? "  OVER" : ""}`,
  );
};

try {
  await whenHealthy(seeding.baseUrl, 60);
  // Seeding draws the demo's photos with sharp, which then stays loaded (decision 112).
  console.log(
    `${"idle after the first start, which seeds".padEnd(40)} ${(await settledRss(seeding.server.pid)).toFixed(0).padStart(4)} MB`,
  );
} finally {
  await new Promise((resolve) => seeding.server.once("exit", resolve).kill());
}
const { server: app, baseUrl: base } = await startFreshApp({ ...options, fresh: false });
try {
  await whenHealthy(base, 60);
  report("idle after a restart, demo data", await settledRss(app.pid), BUDGET_MB.idle);
  const day = await registerClass({
    base,
    database: path.resolve("test-results", "bench-memory", "app.db"),
    count: Number(process.env.BENCH_STUDENTS ?? 200),
  });
  const mix = await runLoad({ base, pid: app.pid, requests: resultsDayMix(day) });
  if (mix.failures.length) console.log(`mix: ${mix.failures.length} not 2xx, e.g. ${mix.failures[0]}`);
  report("after the results-day mix", await settledRss(app.pid), BUDGET_MB.afterMix);
  const { peak, statuses } = await peakDuringRefusedBodies({ base, pid: app.pid });
  report(`peak, three 200 MB bodies (${statuses.join(", ")})`, peak, BUDGET_MB.refusedBodies);
} finally {
  app.kill();
}
process.exit(over ? 1 : 0);
