// Starts the built app as production would run it, on a database file made fresh for this run.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const runDir = path.resolve("test-results", "e2e-server");
rmSync(runDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: `file:${path.join(runDir, "e2e.db")}`,
  UPLOAD_DIR: path.join(runDir, "uploads"),
  TEACHER_CODE: "demo-teacher-code",
  SESSION_SECRET: "e2e-session-secret",
  SEED_DEMO: "on",
  MAX_UPLOAD_MB: "1",
  OPENAI_API_KEY: "test-key",
  OPENAI_TIMEOUT_MS: "1500",
  // Every booking in the tests comes from 127.0.0.1; the limit itself is tested in tests/unit/booking.test.ts.
  BOOKING_LIMIT_PER_HOUR: "100000",
};
execFileSync("npx", ["prisma", "migrate", "deploy"], { env, stdio: ["ignore", "ignore", "inherit"] });
const server = spawn(process.execPath, ["server.js"], { env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
