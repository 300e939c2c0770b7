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

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    globalSetup: ["tests/support/unit-database.ts"],
    env: {
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl(),
      UPLOAD_DIR: path.join(runDir, "uploads"),
      SEED_DEMO: "off",
      TEACHER_CODE: "unit-teacher-code",
    },
    // One database is shared by all test files; running them one after another keeps writes simple.
    fileParallelism: false,
  },
});
