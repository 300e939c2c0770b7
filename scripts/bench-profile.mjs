// Where a server's CPU went: reads a .cpuprofile (node --cpu-prof; `BENCH_PROFILE=dir npm run bench:server`
// writes the app's) and prints self time by package and by function, as shares of the whole.
// Run: node scripts/bench-profile.mjs <file.cpuprofile> [how many functions, 40 by default]
import { readFileSync } from "node:fs";

const [file, top = "40"] = process.argv.slice(2);
if (!file) {
  console.error("Usage: node scripts/bench-profile.mjs <file.cpuprofile> [how many functions]");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, "utf8"));

/** Self time of each node: the profile samples at intervals; each sample's time belongs to the node it hit. */
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
}

/** A package (node_modules/<name> or @scope/name), the app's own code, Node's core, or V8's own entries. */
function packageOf({ url, functionName }) {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith("node:")) return "node core";
  if (url.includes("/build/server/")) return "app (build/server)";
  if (url.includes("server.js")) return "server.js";
  return url;
}

const byPackage = new Map();
const byFunction = new Map();
let total = 0;
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  total += us;
  const frame = node.callFrame;
  const pkg = packageOf(frame);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const where = frame.url ? `${frame.url.split("/").slice(-2).join("/")}:${frame.lineNumber + 1}` : "";
  const name = `${frame.functionName || "(anonymous)"} ${where} [${pkg}]`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}

const print = (title, entries, count) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${((100 * us) / total).toFixed(1).padStart(6)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
  }
};
console.log(`${(total / 1000).toFixed(0)} ms sampled in ${file}`);
print("Self time by package", byPackage, 30);
print("Self time by function", byFunction, Number(top));
