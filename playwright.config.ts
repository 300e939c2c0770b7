import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** A local stand-in for the OpenAI API (tests/support/fake-openai.mjs), next to the app's port. */
const FAKE_OPENAI_PORT = PORT + 1;
export const baseURL = `http://localhost:${PORT}`;
/** The test run's SMTP server (tests/support/smtp-sink.mjs) and its HTTP read-out of what arrived. */
export const SMTP_SINK_PORT = PORT + 2;
export const SMTP_SINK_HTTP_PORT = PORT + 3;
/**
 * A second app on its own fresh demo database, for the tests whose pages must look exactly the same every run
 * (screenshots) or that change what every page shows (the institute's name): tests/site, project "site".
 */
const SITE_PORT = PORT + 10;

/**
 * Every screen is tested with JavaScript off (project "no-js", all of tests/e2e). The main journeys, and what
 * the enhancing script adds (dialogs, keys on the sheets, the countdown, streaming, upload progress), run again
 * with it on. A test of a journey's file tagged `@server-only` checks what the server alone decides (a page's
 * words and pictures, headers, a refusal) and runs with JavaScript off only: the script cannot change it.
 */
const JOURNEYS = [
  "accessibility", // the homes and the attempt page as a screen reader meets them with scripts running
  "landing", // the public page, its menu and its layout measured with scripts on
  "signin",
  "registration",
  "doubt-loop", // a visitor books a session; the teacher accepts, links and completes it
  "teacher-home", // the dialogs: modal, focus, Escape
  "teacher-script", // pending buttons, upload progress, the assistant's streamed reply
  "assistant", // the chat reopens where the teacher left it
  "doubt-sessions", // copying a meeting's link
  "classroom", // the register's keys
  "marks", // the marks sheet's keys
  "fees",
  "imports", // an .xlsx moving in: upload, mapping, preview, import
  "enquiries", // a visitor's enquiry, followed up and admitted; the student signs in with the welcome link
  "online-test-js", // the countdown and saving as chosen
  "demo", // the cursor trail
  "documents", // the run's page looks again by itself while a batch's papers are made
];

// Debian's Chromium; Playwright cannot download its own browsers on these machines.
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
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
  // No traces unless asked for (`--trace retain-on-failure`): recording one for every test cost a quarter of the
  // browser tests' time (landing and marks, both projects: 3.0 min with traces, 2.2 min without).
  use: { baseURL, trace: "off" },
  projects: [
    { name: "api", testMatch: "api/**/*.spec.ts" },
    { name: "no-js", testMatch: "e2e/**/*.spec.ts", use: { ...chromium, javaScriptEnabled: false } },
    {
      name: "site",
      testMatch: "site/**/*.spec.ts",
      use: { ...chromium, javaScriptEnabled: false, baseURL: `http://localhost:${SITE_PORT}` },
    },
    {
      name: "js",
      testMatch: JOURNEYS.map((journey) => `e2e/${journey}.spec.ts`),
      grepInvert: /@server-only/,
      use: { ...chromium, javaScriptEnabled: true },
    },
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
      command: "node tests/support/smtp-sink.mjs",
      port: SMTP_SINK_HTTP_PORT,
      reuseExistingServer: false,
      stdout: "ignore",
      env: { SMTP_SINK_PORT: String(SMTP_SINK_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_SINK_HTTP_PORT) },
    },
    {
      // Serves the production build (npm run build) on a fresh database with the demo data.
      command: "node tests/support/e2e-server.mjs",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
        MAIL_FROM: "office@vidya.example",
        // The tests of the Site page's message set-up choose the SMS gateway for a moment: no look at the outbox
        // then, or other tests' WhatsApp messages would leave it (tests/api/phone-delivery.spec.ts sends for real).
        MOBILE_POLL_MS: "86400000",
      },
    },
    {
      command: "node tests/support/e2e-server.mjs",
      url: `http://localhost:${SITE_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      // Each answer says the SQL statements it took: tests/site/query-budget.spec.ts holds pages to their budget.
      env: { PORT: String(SITE_PORT), E2E_SERVER_NAME: "e2e-site-server", SERVER_TIMING: "on" },
    },
  ],
});
