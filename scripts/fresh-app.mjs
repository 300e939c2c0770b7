// Starts the production build as production runs it, on a database file made fresh for the purpose:
// the browser tests and the benchmarks all begin this way.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

/** V8's memory settings as `npm start`, `npm run demo` and the Dockerfile give them (decision 113). */
export const SHIPPED_HEAP_FLAGS = ["--max-old-space-size=192", "--max-semi-space-size=8"];

/** `fill(databaseFile)` runs after the migrations and before the server starts, to load data directly. */
/** `nodeArgs` go to node before server.js (e.g. --cpu-prof, which NODE_OPTIONS does not allow). */
/** `fresh: false` starts it again on the database and uploads a fresh start left (a restart). */
/** `cwd`: the checkout whose build and migrations to run (another commit's, for a before/after benchmark). */
/** `heapFlags`: V8's memory settings, as shipped unless told (the memory-settings curve of bench-server tries others). */
export async function startFreshApp({
  name,
  port,
  env: extra = {},
  stdio = "ignore",
  fill,
  nodeArgs = [],
  heapFlags = SHIPPED_HEAP_FLAGS,
  fresh = true,
  cwd = ".",
}) {
  const runDir = path.resolve("test-results", name);
  if (fresh) rmSync(runDir, { recursive: true, force: true });
  const env = {
    MALLOC_ARENA_MAX: "2",
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
  if (fresh) execFileSync("npx", ["prisma", "migrate", "deploy"], { env, stdio: "pipe", cwd });
  const databaseFile = path.join(runDir, "app.db");
  const filled = fill ? await fill(databaseFile) : undefined;
  // The heap's bounds and MALLOC_ARENA_MAX as the Dockerfile and `npm start` set them (decision 113); an `env` of
  // `{ MALLOC_ARENA_MAX: undefined }` leaves glibc's own number of arenas.
  const server = spawn(process.execPath, [...heapFlags, ...nodeArgs, "server.js"], { env, stdio, cwd });
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

/** The demo student's `Authorization` header (SEED_DEMO's student), for pages behind sign-in. */
export async function demoStudentAuthorization(baseUrl) {
  const signin = await fetch(`${baseUrl}/api/v1/student/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ cred: { email: "student@example.com", password: "student-demo-2026" } }),
  });
  return `Bearer ${(await signin.json()).token}`;
}
