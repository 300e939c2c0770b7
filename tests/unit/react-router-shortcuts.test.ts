import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { branchOrder, encodedWhenRead, oncePerBuild } from "../../server/react-router-shortcuts";

type Entry = { path?: string; index?: boolean; children?: Entry[] };

/** Every branch's full path, as React Router's flattenRoutes makes them (optional segments spelt out both ways). */
function branchPaths(entries: Entry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const paths = explode(entry.path ?? "").map((own) => `${parent}/${own}`.replace(/\/\/+/g, "/"));
    return paths.flatMap((full) => [
      ...(entry.children ? branchPaths(entry.children, full) : []),
      ...(entry.path != null || entry.index ? [full] : []),
    ]);
  });
}
const explode = (path: string): string[] =>
  path
    .split("/")
    .reduce<string[]>(
      (sofar, segment) =>
        sofar.flatMap((before) =>
          segment.endsWith("?") ? [`${before}/${segment.slice(0, -1)}`, before] : [`${before}/${segment}`],
        ),
      [""],
    );

const branches = branchPaths(routeConfig as Entry[]).map((path) => ({ path }));

/** URLs of every route with made-up values, and the ways people and scanners mistype them. */
const urls = branches.flatMap(({ path }) => {
  const url = path.replace(/:[\w-]+/g, "7").replace(/\*$/, "a/b");
  return [
    url,
    `${url}/`,
    url.toUpperCase(),
    `/${url}`,
    `${url}//x`,
    url.replace(/^\/(.)/, (_, c) => `/%${c.charCodeAt(0).toString(16)}`),
  ];
});

describe("the route index of the server build", () => {
  it("reads the app's routes", () => {
    expect(branches.length).toBeGreaterThan(200);
  });

  it("offers every branch that matches a URL, in rank order", () => {
    for (const url of [...urls, "/", "//", "/nowhere", "/teacher/nowhere"]) {
      const offered = [...branchOrder(branches, url, false)];
      expect([...offered].sort((a, b) => a - b)).toEqual(offered);
      const matching = branches.flatMap(({ path }, rank) => (matchPath({ path, end: true }, url) ? [rank] : []));
      expect(offered, url).toEqual(expect.arrayContaining(matching));
    }
  });

  it("offers far fewer branches than there are for a fixed first segment", () => {
    expect([...branchOrder(branches, "/healthz", false)].length).toBeLessThan(branches.length / 4);
    expect([...branchOrder(branches, "/teacher/students", false)].length).toBeLessThan(branches.length / 2);
  });

  it("offers them all for a partial match or a path without its slash", () => {
    expect([...branchOrder(branches, "/healthz", true)]).toHaveLength(branches.length);
    expect([...branchOrder(branches, "healthz", false)]).toHaveLength(branches.length);
  });

  it("makes what depends only on the build once per build, and again for a new build", () => {
    let made = 0;
    const make = () => ({ made: ++made });
    const build = {};
    expect(oncePerBuild("routes", build, make)).toBe(oncePerBuild("routes", build, make));
    expect(oncePerBuild("routes", {}, make)).toEqual({ made: 2 });
    expect(oncePerBuild("modules", build, make)).toEqual({ made: 3 });
  });

  it("encodes a page's data for its scripts only once someone reads it, then passes every chunk on", async () => {
    let encoded = 0;
    const stream = encodedWhenRead(() => {
      encoded++;
      return new ReadableStream<string>({
        start(controller) {
          controller.enqueue("a");
          controller.enqueue("b");
          controller.close();
        },
      });
    });
    const reader = stream.getReader();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(encoded).toBe(0);
    const chunks: string[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(chunks).toEqual(["a", "b"]);
    expect(encoded).toBe(1);
  });
});
