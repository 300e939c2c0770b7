import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** A local stand-in for the OpenAI API (tests/support/fake-openai.mjs), next to the app's port. */
const FAKE_OPENAI_PORT = PORT + 1;
export const baseURL = `http://localhost:${PORT}`;
/**
 * A second app on its own fresh demo database, for the tests whose pages must look exactly the same every run
 * (screenshots) or that change what every page shows (the institute's name): tests/site, project "site".
 */
const SITE_PORT = PORT + 10;

// Debian's Chromium; Playwright cannot download its own browsers on these machines.
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

export default defineConfig({
  testDir: "tests",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    { name: "api", testMatch: "api/**/*.spec.ts" },
    { name: "no-js", testMatch: "e2e/**/*.spec.ts", use: { ...chromium, javaScriptEnabled: false } },
    {
      name: "site",
      testMatch: "site/**/*.spec.ts",
      use: { ...chromium, javaScriptEnabled: false, baseURL: `http://localhost:${SITE_PORT}` },
    },
    { name: "js", testMatch: "e2e/**/*.spec.ts", use: { ...chromium, javaScriptEnabled: true } },
  ],
  webServer: [
    {
      command: "node tests/support/fake-openai.mjs",
      port: FAKE_OPENAI_PORT,
      reuseExistingServer: false,
      stdout: "ignore",
      env: { FAKE_OPENAI_PORT: String(FAKE_OPENAI_PORT) },
    },
    {
      // Serves the production build (npm run build) on a fresh database with the demo data.
      command: "node tests/support/e2e-server.mjs",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(PORT), OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1` },
    },
    {
      command: "node tests/support/e2e-server.mjs",
      url: `http://localhost:${SITE_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(SITE_PORT), E2E_SERVER_NAME: "e2e-site-server" },
    },
  ],
});
