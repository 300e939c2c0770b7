// The import graph of app/ and server/, read from the source text, for the layer rules in
// tests/unit/layers.test.ts. The layers read it without type-only imports (they vanish from the built code,
// so they cannot pull server code into the browser); the cycle rule reads it with them, since two modules
// that name each other's types are one module in two files.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export type Graph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];
// `import x from "y"`, `export { x } from "y"`, `import "y"` and `import("y")`; `import type` and
// `export type` are skipped by the (type\s) group.
const STATIC = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [dir];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    // Prisma's generated client is the db layer's own code, not ours to check.
    if (entry.isDirectory()) return relative === "app/generated" ? [] : sourceFiles(root, relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

function resolve(root: string, from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, "");
  let base: string;
  if (bare.startsWith("~/")) base = path.posix.join("app", bare.slice(2));
  else if (bare.startsWith(".")) base = path.posix.join(path.posix.dirname(from), bare);
  else return undefined; // a package
  const candidates = EXTENSIONS.map((ext) => base + ext);
  if (base.endsWith(".js")) candidates.push(base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"));
  return candidates.find(
    (candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
  );
}

/** Every module of app/ and server/ (and server.js) with the project modules it imports: at run time, or at all. */
export function importGraph(root: string, { withTypes = false } = {}): Graph {
  const graph: Graph = new Map();
  for (const file of [...sourceFiles(root, "app"), ...sourceFiles(root, "server"), ...sourceFiles(root, "server.js")]) {
    const text = readFileSync(path.join(root, file), "utf8");
    const targets = new Set<string>();
    for (const match of text.matchAll(STATIC)) {
      if (match[1] && !withTypes) continue;
      const target = resolve(root, file, match[2]);
      if (target) targets.add(target);
    }
    for (const match of text.matchAll(DYNAMIC)) {
      const target = resolve(root, file, match[1]);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

export type Layer =
  | "routes"
  | "http"
  | "domain"
  | "client-domain"
  | "components"
  | "schemas"
  | "db"
  | "config"
  | "i18n"
  | "i18n-server"
  | "enhance"
  | "app"
  | "server"
  | "other";

export function layerOf(file: string): Layer {
  // Copying the database file and the uploads is storage work below the domain, written as plain JavaScript
  // because `npm run backup` runs it with node alone; the server and the owner's 'Back up now' use it too.
  if (file === "server/backup.mjs") return "db";
  if (file.startsWith("server/") || file === "server.js") return "server";
  if (file.startsWith("app/routes/")) return "routes";
  if (file.startsWith("app/http/")) return "http";
  // Domain modules without `.server` hold plain values and pure functions the browser may share (weekdays).
  if (file.startsWith("app/domain/")) return /\.server\.tsx?$/.test(file) ? "domain" : "client-domain";
  if (file.startsWith("app/components/")) return "components";
  if (file.startsWith("app/schemas/")) return "schemas";
  if (file === "app/db.server.ts" || file.startsWith("app/db/") || file.startsWith("app/generated/")) return "db";
  if (file === "app/config.server.ts") return "config";
  // The language machinery sits beside every layer: the catalogues (server) and what the browser shares.
  if (file.startsWith("app/i18n/")) return /\.server\.tsx?$/.test(file) ? "i18n-server" : "i18n";
  if (file.startsWith("app/styles/")) return "other";
  // The enhancing script (decisions 181, 191): browser modules without React, built on their own.
  if (file.startsWith("app/enhance/")) return "enhance";
  if (file.startsWith("app/")) return "app"; // root.tsx, routes.ts, entry.server.tsx
  return "other";
}

/** What each layer may import besides itself: routes → http → domain → db, schemas, config. */
const ALLOWED: Record<Layer, Layer[]> = {
  app: ["routes", "http", "domain", "client-domain", "components", "schemas", "config", "i18n", "i18n-server", "other"],
  // Routes render markup too, with the enhancing script's contract (app/enhance/contract.ts).
  routes: [
    "app",
    "http",
    "domain",
    "client-domain",
    "components",
    "schemas",
    "config",
    "i18n",
    "i18n-server",
    "enhance",
    "other",
  ],
  http: ["domain", "client-domain", "schemas", "config", "db", "i18n", "i18n-server"],
  domain: ["client-domain", "schemas", "config", "db", "i18n", "i18n-server"],
  "client-domain": ["schemas", "i18n"],
  // Components name the enhancing script's URL and render its contract (the data- attributes it looks for).
  components: ["client-domain", "schemas", "i18n", "enhance", "other"],
  schemas: ["client-domain", "i18n"],
  db: ["config"],
  config: ["schemas"],
  i18n: [],
  enhance: [],
  "i18n-server": ["i18n", "config", "other"],
  server: ["app", "http", "domain", "client-domain", "config", "db", "i18n", "i18n-server"],
  other: [],
};

export function layerViolations(graph: Graph): string[] {
  const violations: string[] = [];
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    for (const target of targets) {
      const to = layerOf(target);
      if (to !== from && !ALLOWED[from].includes(to)) violations.push(`${file} (${from}) imports ${target} (${to})`);
    }
  }
  return violations.sort();
}

/** Each cycle once, as the modules it runs through (Tarjan's strongly connected components). */
export function findCycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
