import { test } from "@playwright/test";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import { startTestApp } from "./test-app.mjs";

/**
 * A server of the file's own, outside production mode, next to the shared one: in production the session
 * cookie is Secure, and w3m and Lynx rightly never send it over plain HTTP. Its port is E2E_PORT plus
 * `portOffset` (with the file's own `env`); one server for the whole file, so its tests run in one worker (a second worker would start
 * it again). Returns the server's base URL.
 */
export function ownDevelopmentServer(name: string, portOffset: number, env: Record<string, string> = {}) {
  const port = Number(process.env.E2E_PORT ?? 3210) + portOffset;
  const baseURL = `http://127.0.0.1:${port}`;
  test.describe.configure({ mode: "serial" });
  let server: { kill: (signal: NodeJS.Signals) => boolean } | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ server } = await startTestApp({
      name,
      port,
      env: { NODE_ENV: "development", SEED_DEMO: "on", ...env },
      fill: undefined,
    }));
    await whenHealthy(baseURL, 90);
  });
  test.afterAll(() => {
    server?.kill("SIGTERM");
  });
  return baseURL;
}
