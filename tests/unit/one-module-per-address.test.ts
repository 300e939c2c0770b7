import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";

// Each address has its own route module that states its job; what two addresses share lives in a `+shared/`
// folder of its area (plain modules: the areas' `+routes.ts` list the routes, so a shared folder mounts nothing).
const root = path.resolve(import.meta.dirname, "../..");
const routesDir = path.join(root, "app/routes");

/** Ways a module can work out which job it is doing from its own address. */
const READS_ITS_ADDRESS = [
  /pathname\s*(\.\s*(split|includes|startsWith|endsWith|match|slice|at)\b|[!=]==?)/, // the path's text
  /\bisDeleteStep\(/, // …/delete or …/rename, by the path
  /\brequireAccount\(/, // /student/… or /teacher/…, by the path
  /\buseMatches\(|\brouteId\b|\bmatch(es)?\b[^\n]*\.id\s*[!=]==/, // which route matched, by its id
  /\bparams\.\w+\s*\?(?![?.])|!\s*params\.\w+/, // 'new' or 'edit', by whether the address has an id
];

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "+types") return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? modulesUnder(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Mounted = { file: string; children?: Mounted[] };
const mountedFiles = (entries: Mounted[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...mountedFiles(entry.children ?? [])]);

const relative = (file: string) => path.relative(routesDir, file).split(path.sep).join("/");

describe("one module per address", () => {
  const modules = modulesUnder(routesDir).map((file) => ({ name: relative(file), text: readFileSync(file, "utf8") }));

  it("finds the route modules and their shared folders", () => {
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.some(({ name }) => name.includes("+shared/"))).toBe(true);
  });

  it("no route module reads its own address to decide what it is", () => {
    const offenders = modules.flatMap(({ name, text }) =>
      READS_ITS_ADDRESS.filter((pattern) => pattern.test(text)).map((pattern) => `${name} matches ${pattern}`),
    );
    expect(offenders).toEqual([]);
  });

  it("mounts each route module at one address, and every module outside the shared ones", () => {
    const mounted = mountedFiles(routeConfig as Mounted[]).map((file) => file.replace(/^routes\//, ""));
    const twice = [...new Set(mounted.filter((name, index) => mounted.indexOf(name) !== index))];
    expect(twice.sort()).toEqual([]);
    // An area's slice of the table, its presenter and its shared folder are plain modules; the rest are routes.
    const routeModules = modules.map(({ name }) => name).filter((name) => !/(^|\/)\+/.test(name));
    expect(routeModules.filter((name) => !mounted.includes(name)).sort()).toEqual([]);
  });

  it("tells a planted path switch (the check can fail)", () => {
    const planted = 'const step = new URL(request.url).pathname.split("/").pop() as Step;';
    expect(READS_ITS_ADDRESS.some((pattern) => pattern.test(planted))).toBe(true);
    expect(READS_ITS_ADDRESS.some((pattern) => pattern.test("if (!params.topperId) return null;"))).toBe(true);
    expect(READS_ITS_ADDRESS.some((pattern) => pattern.test("const back = here.pathname + here.search;"))).toBe(false);
  });
});
