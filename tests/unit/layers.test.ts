import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, importGraph, layerOf, layerViolations } from "../support/import-graph";

const root = path.resolve(import.meta.dirname, "../..");
const routesDir = path.join(root, "app/routes");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe("the three layers", () => {
  it("keeps the Prisma client out of route modules", () => {
    const offenders = filesUnder(routesDir).filter((file) =>
      /from "~\/(db\.server|generated\/prisma)/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  const graph = importGraph(root);

  it("reads the whole import graph of app/ and server/", () => {
    // A sanity check that the resolver finds the modules it should, so the rules below cannot pass on nothing.
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get("app/root.tsx")?.size).toBeGreaterThan(3);
    for (const [, targets] of graph)
      for (const target of targets) expect(existsSync(path.join(root, target))).toBe(true);
  });

  it("imports only downwards: routes → http → domain → db, schemas, config; components never reach the server", () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  it("leaves reading input to the form pipeline in app/http: no route module calls safeParse itself", () => {
    const offenders = filesUnder(routesDir).filter((file) => /\.safeParse\(/.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("leaves a rule's refusal to the form pipeline in app/http: no route module catches or inspects DomainError", () => {
    const offenders = filesUnder(routesDir)
      .filter((file) => /\bDomainError\b/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it("opens every transaction through the one opener, which sets how long one may wait its turn", () => {
    const opener = "app/domain/core/transaction.server.ts";
    const offenders = [...filesUnder(path.join(root, "app")), ...filesUnder(path.join(root, "server"))]
      .map((file) => path.relative(root, file))
      .filter((file) => !file.startsWith("app/generated/") && file !== opener)
      .filter((file) => /\$transaction\b/.test(readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
    expect(readFileSync(path.join(root, opener), "utf8")).toContain("$transaction(");
  });

  it("names in its comments only files of the repository that exist", () => {
    const named =
      /(?<![\w/.~-])(?:app|docs|tests|server|scripts|prisma)\/[\w./+-]+\.(?:tsx|ts|md|mjs|css|prisma)(?![\w])/g;
    const missing = [...filesUnder(path.join(root, "app")), ...filesUnder(path.join(root, "server"))]
      .filter((file) => !path.relative(root, file).startsWith("app/generated/") && /\.(tsx?|mjs)$/.test(file))
      .flatMap((file) =>
        (readFileSync(file, "utf8").match(named) ?? []).map((name) => `${path.relative(root, file)}: ${name}`),
      )
      .filter((entry) => !existsSync(path.join(root, entry.split(": ")[1])));
    expect(missing).toEqual([]);
  });

  it("keeps every domain module in a folder named for its area, and names no two of them alike", () => {
    const domainDir = path.join(root, "app/domain");
    const loose = readdirSync(domainDir, { withFileTypes: true }).filter((entry) => !entry.isDirectory());
    expect(loose.map((entry) => entry.name)).toEqual([]);
    // "days", "say", "rules" in two areas send a newcomer to the wrong one; a name says what is inside.
    const byName = new Map<string, string[]>();
    for (const file of filesUnder(domainDir).filter((each) => /\.tsx?$/.test(each))) {
      const name = path.basename(file).replace(/(\.server)?\.tsx?$/, "");
      byName.set(name, [...(byName.get(name) ?? []), path.relative(root, file)]);
    }
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  it("has no import cycle in app/ or server/, type-only imports included", () => {
    expect(findCycles(importGraph(root, { withTypes: true }))).toEqual([]);
  });

  it("tells a planted domain → http import and a planted cycle (the checks can fail)", () => {
    const planted = new Map([...graph].map(([file, targets]) => [file, new Set(targets)]));
    const domainFile = [...planted.keys()].find((file) => layerOf(file) === "domain");
    const httpFile = [...planted.keys()].find((file) => layerOf(file) === "http");
    if (!domainFile || !httpFile) throw new Error("no domain or http module found");
    planted.get(domainFile)?.add(httpFile);
    expect(layerViolations(planted)).toContainEqual(`${domainFile} (domain) imports ${httpFile} (http)`);

    const cyclic = new Map([
      ["app/domain/a.server.ts", new Set(["app/domain/b.server.ts"])],
      ["app/domain/b.server.ts", new Set(["app/domain/c.server.ts"])],
      ["app/domain/c.server.ts", new Set(["app/domain/a.server.ts"])],
    ]);
    expect(findCycles(cyclic)).toHaveLength(1);
    expect(statSync(path.join(root, domainFile)).isFile()).toBe(true);
  });
});
