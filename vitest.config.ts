import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Domain tests run against a real database made fresh for each run (tests/support/unit-database.ts): a SQLite
// file, or, when TEST_POSTGRES_URL names a PostgreSQL server, a database of the run's own on that server.
const runDir = path.resolve(import.meta.dirname, "test-results", `unit-${process.pid}`);

function databaseUrl() {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) return `file:${path.join(runDir, "unit.db")}`;
  const url = new URL(server);
  url.pathname = `/unit_${process.pid}`;
  return url.toString();
}

/** Where the unit tests' fake SMS gateway and WhatsApp Cloud API listen (the SMTP server has E2E_PORT + 30). */
export const FAKE_PHONE_PORT = Number(process.env.E2E_PORT ?? 3210) + 31;

const UNIT = "tests/unit";
/**
 * On PostgreSQL only the files that reach the database run again; the others (the catalogues, the layers, the
 * decisions index, pure functions) say the same on either database and have run on SQLite.
 */
const reachesDatabase = (file: string) =>
  /from "(~\/db\.server|~\/domain\/|~\/http\/|\.\.\/support\/unit-)/.test(readFileSync(path.join(UNIT, file), "utf8"));
const testFiles = process.env.TEST_POSTGRES_URL
  ? readdirSync(UNIT)
      .filter((file) => file.endsWith(".test.ts") && reachesDatabase(file))
      .map((file) => `${UNIT}/${file}`)
  : [`${UNIT}/**/*.test.ts`];

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: testFiles,
    globalSetup: ["tests/support/unit-database.ts"],
    env: {
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl(),
      UPLOAD_DIR: path.join(runDir, "uploads"),
      SEED_DEMO: "off",
      TEACHER_CODE: "unit-teacher-code",
      // The SMS gateway and WhatsApp's Graph API are the run's fake (tests/support/fake-phone-providers.mjs).
      SMS_GATEWAY_URL: `http://127.0.0.1:${FAKE_PHONE_PORT}`,
      WHATSAPP_GRAPH_URL: `http://127.0.0.1:${FAKE_PHONE_PORT}/v21.0`,
    },
    // One database is shared by all test files; running them one after another keeps writes simple.
    fileParallelism: false,
    // One process loads the app's modules once for all the files, instead of a fresh one importing them again for
    // each file (three to five times the time, on either database). The files share the database anyway, and the
    // clock (setClock) is set back by the tests that move it.
    isolate: false,
  },
});
