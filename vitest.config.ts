import path from "node:path";
import { defineConfig } from "vitest/config";

// Domain tests run against a real SQLite file made fresh for each run (tests/support/unit-database.ts).
const runDir = path.resolve(import.meta.dirname, "test-results", `unit-${process.pid}`);

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    globalSetup: ["tests/support/unit-database.ts"],
    env: {
      NODE_ENV: "test",
      DATABASE_URL: `file:${path.join(runDir, "unit.db")}`,
      UPLOAD_DIR: path.join(runDir, "uploads"),
      SEED_DEMO: "off",
      TEACHER_CODE: "unit-teacher-code",
    },
    // One SQLite file is shared by all test files; running them one after another keeps writes simple.
    fileParallelism: false,
  },
});
