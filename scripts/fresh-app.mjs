// Starts the production build as production runs it, on a database file made fresh for the purpose:
// the browser tests and the benchmarks all begin this way.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

/** `fill(databaseFile)` runs after the migrations and before the server starts, to load data directly. */
export async function startFreshApp({ name, port, env: extra = {}, stdio = "ignore", fill }) {
  const runDir = path.resolve("test-results", name);
  rmSync(runDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port ?? process.env.PORT ?? 3000),
    DATABASE_URL: `file:${path.join(runDir, "app.db")}`,
    UPLOAD_DIR: path.join(runDir, "uploads"),
    TEACHER_CODE: "demo-teacher-code",
    SESSION_SECRET: `${name}-session-secret`,
    ...extra,
  };
  // On failure the thrown error carries what Prisma printed.
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env, stdio: "pipe" });
  const databaseFile = path.join(runDir, "app.db");
  const filled = fill ? await fill(databaseFile) : undefined;
  const server = spawn(process.execPath, ["server.js"], { env, stdio });
  return { server, filled, baseUrl: `http://127.0.0.1:${env.PORT}` };
}

/** Waits until the app answers its health check (at most ten seconds, unless told otherwise). */
export async function whenHealthy(baseUrl, seconds = 10) {
  for (let attempt = 0; attempt < seconds * 10; attempt++) {
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} did not become healthy`);
}
