// The measuring tools of the server benchmarks (bench-server.mjs, bench-memory.mjs): a load generator
// with a fixed number of connections, and the CPU time and resident memory of another process read
// from /proc, so that the load generator's own work is never counted as the server's.
import { readFileSync } from "node:fs";
import http from "node:http";

/** Kernel clock ticks per second (`getconf CLK_TCK`): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) the process has used so far, in milliseconds. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of stat(5), counted from the state field (3): utime and stime.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of the process now, in MB. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/**
 * Sends every request of `requests` ({ path, headers }) over `connections` keep-alive connections,
 * each connection taking the next request once its answer has been read whole. Returns the server's
 * CPU ms per request, requests per second, latency percentiles, the answers that were not 2xx and the median
 * SQL statements a request took (from the Server-Timing header SERVER_TIMING turns on; null without it).
 */
export async function runLoad({ base, pid, requests, connections = 10 }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const failures = [];
  const queries = [];
  let next = 0;
  const byTag = {};
  const one = ({ path, headers, tag }) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const request = http.get(
        { host: url.hostname, port: url.port, path, agent, headers: { "accept-encoding": "gzip", ...headers } },
        (response) => {
          response.on("data", () => {});
          const counted = /db;desc="(\d+) queries"/.exec(response.headers["server-timing"] ?? "");
          if (counted) queries.push(Number(counted[1]));
          response.on("end", () => {
            const took = performance.now() - started;
            latencies.push(took);
            if (tag) byTag[tag] = [...(byTag[tag] ?? []), took];
            if (response.statusCode >= 300) failures.push(`${response.statusCode} ${path}`);
            resolve();
          });
        },
      );
      request.on("error", reject);
    });
  const worker = async () => {
    while (next < requests.length) await one(requests[next++]);
  };
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuMs(pid) - cpuBefore;
  agent.destroy();
  return {
    count: requests.length,
    cpuPerRequest: cpu / requests.length,
    perSecond: requests.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    p99ByTag: Object.fromEntries(Object.entries(byTag).map(([tag, list]) => [tag, percentile(list, 0.99)])),
    failures,
    queries: queries.length ? percentile(queries, 0.5) : null,
  };
}

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/** A copy of `items` in a shuffled order that is the same on every run. */
export function shuffled(items) {
  let seed = 22;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

export const formatRow = (cells, widths) => cells.map((cell, i) => String(cell).padStart(widths[i])).join(" ");

/** Runs `task` over `items` with at most `parallel` at a time (registrations and sign-ins hash passwords). */
export async function eachLimited(items, parallel, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

const postJson = async (base, path, body) => {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** Server settings for the benches: the whole class registers from 127.0.0.1, and the limit is not what is measured. */
export const BENCH_ENV = {
  SEED_DEMO: "on",
  REGISTRATION_BURST: "100000",
  REGISTRATION_LIMIT_PER_HOUR: "100000",
  // Each answer says the SQL statements it took (issue 37); counting costs a counter per statement.
  SERVER_TIMING: "on",
};

/** A new, empty database `name` on a PostgreSQL server (any left by an earlier run is dropped first). */
export async function emptyPostgresDatabase(server, name) {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The bench's own queries on the app's database, SQLite (a file) or PostgreSQL (a URL): the same text on both,
 * `?` for each argument.
 */
async function openBenchDatabase(where) {
  if (/^postgres(ql)?:/.test(where)) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: where });
    await client.connect();
    const numbered = (sql) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${++n}`);
    };
    return {
      query: async (sql, args = []) => (await client.query(numbered(sql), args)).rows,
      close: () => client.end(),
    };
  }
  const { default: Database } = await import("better-sqlite3");
  const database = new Database(where.replace(/^file:/, ""));
  return {
    query: async (sql, args = []) => {
      const statement = database.prepare(sql);
      if (statement.reader) return statement.all(...args);
      statement.run(...args);
      return [];
    },
    close: async () => database.close(),
  };
}

/**
 * A class on results day: `count` students registered through the API in the demo batch, given access
 * to its subjects and a published result in its test (straight in the database, as the teacher would),
 * then signed in. Returns the demo ids and each student's `Authorization` header, and the teacher's.
 * `database`: the app's SQLite file or PostgreSQL URL.
 */
export async function registerClass({ base, database: where, count }) {
  const database = await openBenchDatabase(where);
  const [test] = await database.query('SELECT "id", "batchId", "subjectId" FROM "Test" ORDER BY "id" LIMIT 1');
  const subjects = (
    await database.query('SELECT "id" FROM "Subject" WHERE "batchId" = ? ORDER BY "id"', [test.batchId])
  ).map((row) => row.id);
  const people = Array.from({ length: count }, (_, i) => ({
    email: `bench-student-${i}@example.com`,
    password: `Bench ${i} quartz lantern meadow`,
  }));
  await eachLimited(people, 4, ({ email, password }, i) =>
    postJson(base, "/api/v1/student/register", {
      first_name: `Student${i}`,
      last_name: "Bench",
      email,
      password,
      batch: { batchId: test.batchId, subjects },
    }),
  );
  await database.query('UPDATE "SubjectAccess" SET "permitted" = TRUE');
  for (const { id } of await database.query(`SELECT "id" FROM "User" WHERE "email" LIKE 'bench-student-%'`)) {
    await database.query('INSERT INTO "Result" ("testId", "studentId", "marks", "attempted") VALUES (?, ?, ?, TRUE)', [
      test.id,
      id,
      Math.floor(Math.random() * 100),
    ]);
  }
  await database.close();
  const students = await eachLimited(people, 4, async (cred) => {
    const { token } = await postJson(base, "/api/v1/student/signin", { cred });
    return { authorization: `Bearer ${token}` };
  });
  const { token } = await postJson(base, "/api/v1/teacher/signin", {
    cred: { email: "teacher@example.com", password: "teacher-demo-2026", teacher_code: "demo-teacher-code" },
  });
  return { test, students, teacher: { authorization: `Bearer ${token}` } };
}

/** Results day: each student opens dashboard, tests, test details and a subject once; as many visitors open / and /register. */
export function resultsDayMix({ test, students }) {
  const requests = [];
  for (const headers of students) {
    for (const path of [
      "/dashboard",
      `/tests/${test.batchId}`,
      `/testDetails/${test.id}`,
      `/subject/${test.subjectId}`,
    ])
      requests.push({ path, headers, tag: "student" });
    requests.push({ path: "/", headers: {}, tag: "visitor" }, { path: "/register", headers: {}, tag: "visitor" });
  }
  return shuffled(requests);
}

/**
 * Three 200 MB bodies streamed at once to forms and the API, which refuse them; returns the highest
 * resident memory of the server seen while they ran (sampled every 20 ms), in MB.
 */
export async function peakDuringRefusedBodies({ base, pid }) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const json = { "Content-Type": "application/json" };
  const statuses = await Promise.all([
    streamBody(base, "/register", form),
    streamBody(base, "/signin", form),
    streamBody(base, "/api/v1/student/signin", json),
  ]);
  clearInterval(sampler);
  return { peak: Math.max(peak, rssMb(pid)), statuses };
}

/** Streams 200 MB of filler without Content-Length, until the server answers or closes the connection. */
function streamBody(base, path, headers) {
  const url = new URL(base);
  return new Promise((resolve) => {
    const request = http.request({ host: url.hostname, port: url.port, path, method: "POST", headers, agent: false });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      request.destroy();
      resolve(response.statusCode);
    });
    request.on("error", () => {
      if (!answered) resolve("cut off");
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (!answered && sent < 200 * 1024 * 1024) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

/** Waits for the server to settle after start or after load (timers, lazy work, a collection), then reads its memory. */
export async function settledRss(pid, ms = 2000) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return rssMb(pid);
}
