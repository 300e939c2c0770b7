// What the database benchmarks (bench-marks, bench-fees, bench-attendance, bench-online-test) share in setting
// up: students and a teacher written straight into the migrated database (far faster than sign-ups over HTTP),
// the production build started on it, the teacher signed in over the API, and the timing of a page.
import { performance } from "node:perf_hooks";
import { hash } from "@node-rs/argon2";
import { startFreshApp, whenHealthy } from "./fresh-app.mjs";

export const BENCH_PASSWORD = "bench-password";
export const BENCH_TEACHER = "teacher@bench.test";

/** The bench password hashed as the app hashes passwords, once per run (argon2 is slow on purpose). */
export const benchPasswordHash = () => hash(BENCH_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });

/**
 * Adds students to `db`: `add(email, firstName, batchId, subjectId?)` returns the new id. With `passwordHash`
 * each can sign in with BENCH_PASSWORD; with a `subjectId` each is permitted in that subject.
 */
export function studentAdder(db, passwordHash) {
  const addUser = db.prepare(
    "INSERT INTO User (email, firstName, lastName, role, batchId) VALUES (?, ?, 'Bench', 'student', ?)",
  );
  const addPassword = db.prepare("INSERT INTO Password (userId, hash) VALUES (?, ?)");
  const addAccess = db.prepare("INSERT INTO SubjectAccess (studentId, subjectId, permitted) VALUES (?, ?, 1)");
  return (email, firstName, batchId, subjectId) => {
    const id = addUser.run(email, firstName, batchId).lastInsertRowid;
    if (passwordHash) addPassword.run(id, passwordHash);
    if (subjectId) addAccess.run(id, subjectId);
    return id;
  };
}

/** The teacher (BENCH_TEACHER, BENCH_PASSWORD), once however often it is asked for. */
export function addBenchTeacher(db, passwordHash, email = BENCH_TEACHER) {
  db.prepare("INSERT OR IGNORE INTO User (email, firstName, lastName, role) VALUES (?, 'T', 'B', 'admin')").run(email);
  const teacherId = db.prepare("SELECT id FROM User WHERE email = ?").get(email).id;
  db.prepare("INSERT OR IGNORE INTO Password (userId, hash) VALUES (?, ?)").run(teacherId, passwordHash);
  return teacherId;
}

/** A bearer token for `cred` from /api/v1/{kind}/signin. */
export async function signInOverApi(base, kind, cred) {
  const response = await fetch(`${base}/api/v1/${kind}/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ cred }),
  });
  if (!response.ok) throw new Error(`${kind} sign-in answered ${response.status}`);
  return `Bearer ${(await response.json()).token}`;
}

/**
 * The production build on a fresh database without the demo data, filled by `fill(databaseFile)`, and its
 * teacher (BENCH_TEACHER) signed in: `{ server, filled, base, teacher }`, `teacher` being the bearer token.
 * What the server writes to stderr (a failed start, an error behind a 500) shows in the benchmark's output.
 */
export async function startBenchApp({
  name,
  port,
  teacherCode,
  fill,
  stdio = ["ignore", "ignore", "inherit"],
  nodeArgs = [],
}) {
  const { server, filled, baseUrl } = await startFreshApp({
    name,
    port,
    env: { SEED_DEMO: "off", TEACHER_CODE: teacherCode },
    stdio,
    fill,
    nodeArgs,
  });
  try {
    await whenHealthy(baseUrl, 60);
    const cred = { email: BENCH_TEACHER, password: BENCH_PASSWORD, teacher_code: teacherCode };
    return { server, filled, base: baseUrl, teacher: await signInOverApi(baseUrl, "teacher", cred) };
  } catch (error) {
    server.kill();
    throw error;
  }
}

/**
 * Server time of `rounds` sequential requests (`url(i)` and `method(i)` for the i-th), each read whole:
 * the median and the 95th percentile in ms. A request that is not 2xx stops the benchmark.
 */
export async function timeRequests({ base, rounds, url, token, method = () => "GET" }) {
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const response = await fetch(`${base}${url(i)}`, { method: method(i), headers: { Authorization: token } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url(i)} answered ${response.status}`);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(rounds / 2)], p95: samples[Math.floor(rounds * 0.95)] };
}
