import path from "node:path";
import type { Plugin } from "vite";

const helpers = path.resolve(import.meta.dirname, "../server/route-index.ts");

/**
 * Two of React Router's per-request costs, removed in the server build only (decision 184): trying a URL
 * against every route branch, and building the route objects for each render. Each is a small rewrite of
 * React Router's production build, which the server bundle holds (decision 176), to call a helper of
 * server/route-index.ts. A React Router update that changes the rewritten lines fails the build here,
 * rather than quietly dropping the rewrite.
 */
const rewrites = [
  {
    what: "the branch scan in matchRoutesImpl",
    find: /for \(let i = 0; matches == null && i < branches\.length; \+\+i\) \{/,
    replace: "for (const i of __branchOrder(branches, decoded, allowPartial)) {\n    if (matches != null) break;",
    helper: "branchOrder as __branchOrder",
  },
  {
    what: "the route objects of ServerRouter",
    find: /(function ServerRouter\([\s\S]{0,300}?let routes = )createServerRoutes\(/,
    replace: "$1__serverRoutesOnce(createServerRoutes, ",
    helper: "serverRoutesOnce as __serverRoutesOnce",
  },
];

export function reactRouterRouteIndex(): Plugin {
  const done = new Set<string>();
  return {
    name: "react-router-route-index",
    apply: "build",
    transform(code, id, options) {
      if (!options?.ssr || !/node_modules\/react-router\/dist\/production\/.*\.mjs$/.test(id)) return;
      let rewritten = code;
      const imports: string[] = [];
      for (const rewrite of rewrites) {
        if (!rewrite.find.test(rewritten)) continue;
        rewritten = rewritten.replace(rewrite.find, rewrite.replace);
        imports.push(rewrite.helper);
        done.add(rewrite.what);
      }
      if (!imports.length) return;
      return { code: `import { ${imports.join(", ")} } from ${JSON.stringify(helpers)};\n${rewritten}`, map: null };
    },
    buildEnd() {
      if (this.environment.name !== "ssr") return;
      const missing = rewrites.filter((rewrite) => !done.has(rewrite.what)).map((rewrite) => rewrite.what);
      if (missing.length) this.error(`React Router changed: no longer found ${missing.join(" and ")}`);
    },
  };
}
