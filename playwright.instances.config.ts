import { defineConfig } from "@playwright/test";

/**
 * The multi-instance run (decision 196): several instances of the production build on the test run's private
 * PostgreSQL (TEST_POSTGRES_URL), behind a round-robin proxy, files on an S3 stand-in. Each test starts its
 * own instances on a database of its own, so the tests take turns (two instances already fill two cores).
 */
export default defineConfig({
  testDir: "tests/instances",
  outputDir: "test-results/playwright-instances",
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 180_000,
  expect: { timeout: 10_000 },
  projects: [{ name: "instances" }],
});
