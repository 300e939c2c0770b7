import { type ChildProcess, execFileSync } from "node:child_process";
import path from "node:path";
import { expect, request as newRequest, test } from "@playwright/test";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import {
  allHealthy,
  emptyDatabase,
  type Instance,
  onDatabase,
  POSTGRES_SERVER,
  ports,
  startInstance,
  stopAll,
} from "../support/instances";
import { demoStudent } from "../support/people";
import { startTestApp } from "../support/test-app.mjs";

test.skip(!POSTGRES_SERVER, "needs the test run's PostgreSQL (TEST_POSTGRES_URL)");

let instances: Instance[] = [];
test.afterEach(() => stopAll(instances));

test("an institute on SQLite moves to PostgreSQL: every row copied and counted, and it runs there", async () => {
  // An institute that has been running on SQLite: the demo, started (and so migrated and seeded) and stopped.
  const { server, baseUrl } = await startTestApp({
    name: "copy-source",
    port: ports.instance(5),
    env: { SEED_DEMO: "on" },
    fill: undefined,
  });
  await whenHealthy(baseUrl, 60);
  const source = server as ChildProcess;
  await new Promise((resolve) => {
    source.once("exit", resolve);
    source.kill("SIGTERM");
  });
  const sqliteFile = path.resolve("test-results", "copy-source", "app.db");

  const url = await emptyDatabase("instances_copy");
  const report = execFileSync("node", ["scripts/copy-to-postgresql.mjs", sqliteFile], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });
  expect(report).toContain("every row count matches");
  expect(report).toMatch(/ok\s+User\s+\d+ → \d+/);
  expect(report).not.toContain("MISMATCH");

  // Copied, not seeded again: the instance starts on the copy, and its people sign in as before.
  instances = [startInstance(0, url)];
  await allHealthy(instances);
  const api = await newRequest.newContext({ baseURL: instances[0].url });
  const signIn = await api.post("/api/v1/student/signin", {
    data: { cred: { email: demoStudent.email, password: demoStudent.password } },
  });
  expect(signIn.status()).toBe(200);
  const home = await api.get("/dashboard", { headers: { Cookie: `session=${(await signIn.json()).token}` } });
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain(demoStudent.name);
  // A new row after the copy takes the next id, not one the copy already used.
  const ids = await onDatabase(url, async (db) => {
    const before = Number((await db.query(`SELECT MAX("id") AS "max" FROM "Batch"`)).rows[0].max);
    const added = await db.query(
      `INSERT INTO "Batch" ("name", "duration") VALUES ('After the move', 12) RETURNING "id"`,
    );
    return { before, added: Number(added.rows[0].id) };
  });
  expect(ids.added).toBe(ids.before + 1);
  await api.dispose();
});
