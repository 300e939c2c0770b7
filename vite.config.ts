import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

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
  plugins: [reactRouter()],
}));
