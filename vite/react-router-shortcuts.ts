import path from "node:path";
import type { Plugin } from "vite";

const helpers = path.resolve(import.meta.dirname, "../server/react-router-shortcuts.ts");

/**
 * React Router's per-request costs that depend only on the build, removed in the server build only (decision
 * 184): trying a URL against every route branch; making the route modules, route objects and data routes
 * again for each request; encoding the page's data for scripts the page does not have. Each is a small rewrite of
 * React Router's production build, which the server bundle holds (decision 176), to call a helper of
 * server/react-router-shortcuts.ts. A React Router update that changes the rewritten lines fails the build here,
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
    what: "the route modules of each request",
    find: /routeModules: (createEntryRouteModules\(build\.routes\))/,
    replace: 'routeModules: __oncePerBuild("route modules", build.routes, () => $1)',
    helper: "oncePerBuild as __oncePerBuild",
  },
  {
    what: "the route objects of ServerRouter",
    find: /(function ServerRouter\([\s\S]{0,300}?let routes = )(createServerRoutes\([^)]*\));/,
    replace: '$1__oncePerBuild("server routes", routeModules, () => $2);',
    helper: "oncePerBuild as __oncePerBuild",
  },
  {
    what: "the data routes of createStaticRouter",
    find: /(function createStaticRouter\(routes, context, opts = \{\}\) \{\s*)let manifest = \{\};\s*let dataRoutes = (convertRoutesToDataRoutes\([^)]*\));/,
    replace:
      '$1let { manifest, dataRoutes } = __oncePerBuild("data routes", routes, () => {\n    let manifest = {};\n    return { manifest, dataRoutes: $2 };\n  });',
    helper: "oncePerBuild as __oncePerBuild",
  },
  ...["state", "state2"].map((state) => ({
    what: `the page data encoded for the browser (${state})`,
    find: new RegExp(`serverHandoffStream: (encodeViaTurboStream\\(\\s*${state},[^)]*\\))`),
    replace: "serverHandoffStream: __encodedWhenRead(() => $1)",
    helper: "encodedWhenRead as __encodedWhenRead",
  })),
];

export function reactRouterShortcuts(): Plugin {
  const done = new Set<string>();
  return {
    name: "react-router-shortcuts",
    apply: "build",
    transform(code, id, options) {
      if (!options?.ssr || !/node_modules\/react-router\/dist\/production\/.*\.mjs$/.test(id)) return;
      let rewritten = code;
      const imports = new Set<string>();
      for (const rewrite of rewrites) {
        if (!rewrite.find.test(rewritten)) continue;
        rewritten = rewritten.replace(rewrite.find, rewrite.replace);
        imports.add(rewrite.helper);
        done.add(rewrite.what);
      }
      if (!imports.size) return;
      return {
        code: `import { ${[...imports].join(", ")} } from ${JSON.stringify(helpers)};\n${rewritten}`,
        map: null,
      };
    },
    buildEnd() {
      if (this.environment.name !== "ssr") return;
      const missing = rewrites.filter((rewrite) => !done.has(rewrite.what)).map((rewrite) => rewrite.what);
      if (missing.length) this.error(`React Router changed: no longer found ${missing.join(" and ")}`);
    },
  };
}
