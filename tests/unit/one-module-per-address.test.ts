import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Each address has its own route module that states its job; what two addresses share lives in a `+shared/`
// folder beside them (plain modules: app/routes.ts lists the routes, so a shared folder mounts nothing).
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

  it("mounts each module at one address in app/routes.ts", () => {
    const config = readFileSync(path.join(root, "app/routes.ts"), "utf8");
    const mounted = [...config.matchAll(/"routes\/([^"]+\.tsx?)"/g)].map((match) => match[1]);
    const twice = [...new Set(mounted.filter((name, index) => mounted.indexOf(name) !== index))];
    expect(twice.sort()).toEqual([]);
  });

  it("tells a planted path switch (the check can fail)", () => {
    const planted = 'const step = new URL(request.url).pathname.split("/").pop() as Step;';
    expect(READS_ITS_ADDRESS.some((pattern) => pattern.test(planted))).toBe(true);
    expect(READS_ITS_ADDRESS.some((pattern) => pattern.test("if (!params.topperId) return null;"))).toBe(true);
    expect(READS_ITS_ADDRESS.some((pattern) => pattern.test("const back = here.pathname + here.search;"))).toBe(false);
  });
});
