import { type ChildProcess, spawn } from "node:child_process";
import { request as newRequest } from "@playwright/test";
import pg from "pg";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import { startRoundRobinProxy } from "./round-robin-proxy";

/**
 * Several instances of the production build on one PostgreSQL database, each started as `npm start` starts one
 * (migrations, then the server), for the multi-instance tests. TEST_POSTGRES_URL is the test run's private
 * PostgreSQL server (scripts/test-postgres.sh); each test gets a database of its own on it.
 */
export const POSTGRES_SERVER = process.env.TEST_POSTGRES_URL ?? "";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** Ports of this run's instances, the proxy and the SMTP sink, beside the other test servers' (E2E_PORT + 50…). */
export const ports = { instance: (n: number) => PORT + 50 + n, proxy: PORT + 59, smtp: PORT + 60, s3: PORT + 61 };

const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};

/** An empty database for one test (dropped first if a run before left it). */
export async function emptyDatabase(name: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}

/** A query on a test's database, for the tests' own fixtures and checks. */
export async function onDatabase<T>(url: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export type Instance = { port: number; url: string; process: ChildProcess; output: () => string };

/** Starts one instance: `prisma migrate deploy`, then the server, as `npm start` does after its build. */
export function startInstance(n: number, url: string, env: Record<string, string> = {}): Instance {
  const port = ports.instance(n);
  let output = "";
  const child = spawn(
    "sh",
    ["-c", "npx prisma migrate deploy && exec node --max-old-space-size=192 --max-semi-space-size=8 server.js"],
    {
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: "2",
        NODE_ENV: "production",
        PORT: String(port),
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: "5",
        TEACHER_CODE: "demo-teacher-code",
        SESSION_SECRET: "instances-session-secret",
        SEED_DEMO: "on",
        TRUST_PROXY: "loopback",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { port, url: `http://127.0.0.1:${port}`, process: child, output: () => output };
}

/** Waits for every instance's health check; a failure says what the instance printed. */
export async function allHealthy(instances: Instance[], seconds = 90) {
  await Promise.all(
    instances.map((instance) =>
      whenHealthy(instance.url, seconds).catch(() => {
        throw new Error(`Instance on ${instance.port} did not start:\n${instance.output()}`);
      }),
    ),
  );
}

/** Stops the instances (SIGTERM, as an orchestrator does) and waits for them to exit. */
export async function stopAll(instances: Instance[]) {
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.process.exitCode !== null || instance.process.signalCode !== null) return resolve();
          instance.process.once("exit", () => resolve());
          instance.process.kill("SIGTERM");
        }),
    ),
  );
}

/**
 * `count` instances started at once on an empty database `name`, behind the round-robin proxy, and a request
 * context that goes through it; `stop` ends them all.
 */
export async function startBehindProxy(name: string, count: number, env: Record<string, string> = {}) {
  const url = await emptyDatabase(name);
  const instances = Array.from({ length: count }, (_, n) => startInstance(n, url, env));
  try {
    await allHealthy(instances);
  } catch (error) {
    await stopAll(instances);
    throw error;
  }
  const proxy = await startRoundRobinProxy(
    ports.proxy,
    instances.map((instance) => instance.port),
  );
  const api = await newRequest.newContext({ baseURL: proxy.url });
  return {
    url,
    instances,
    api,
    /** The proxy's address, where the instances are reached. */
    baseUrl: proxy.url,
    async stop() {
      await api.dispose();
      await proxy.stop();
      await stopAll(instances);
    },
  };
}
