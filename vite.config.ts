import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { reactRouterShortcuts } from "./vite/react-router-shortcuts.ts";

/**
 * React Router 7's package exports give every bundler and Node its development build (with its warnings), though
 * the package ships a production build beside it, which React Router 8 makes the default (decision 176). A build
 * takes the production one, for the browser and the server alike; the server bundle takes React Router and the two
 * packages that import it (@react-router/express, @react-router/node) into itself, so that exactly one copy of
 * React Router runs there. The dev server keeps the development build and its warnings.
 */
const reactRouterProduction = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");
const productionReactRouter = [
  { find: /^react-router$/, replacement: `${reactRouterProduction}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}/dom-export.mjs` },
];

/**
 * In the server build, the app's imports of react-i18next get app/i18n/use-translation.server.ts: react-i18next's
 * exports with a useTranslation made for server rendering (decision 177). The browser keeps react-i18next's own.
 */
const serverTranslationHook = path.resolve(import.meta.dirname, "app/i18n/use-translation.server.ts");
const serverUseTranslation: Plugin = {
  name: "server-use-translation",
  apply: "build",
  enforce: "pre",
  resolveId(source, importer, options) {
    if (source === "react-i18next" && options.ssr && importer !== serverTranslationHook) return serverTranslationHook;
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: path.resolve(import.meta.dirname, "app") },
      ...(command === "build" ? productionReactRouter : []),
    ],
  },
  ssr: command === "build" ? { noExternal: ["react-router", "@react-router/express", "@react-router/node"] } : {},
  // The server bundle's entry is our Express app, which wraps React Router's request handler.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  // The teacher's enhancing script (app/enhance/main.ts) is imported as `?worker&url`: Vite builds it on its own,
  // all its modules in one file, TypeScript compiled and minified, under a hashed name in /assets (decision 181).
  // As an ES module it also runs in the dev server, which serves it as it serves the app's modules.
  worker: { format: "es" },
  plugins: [serverUseTranslation, reactRouterShortcuts(), reactRouter()],
}));
