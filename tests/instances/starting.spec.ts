import { expect, request as newRequest, test } from "@playwright/test";
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
import { demoTeacher } from "../support/people";
import { startRoundRobinProxy } from "../support/round-robin-proxy";

test.skip(!POSTGRES_SERVER, "needs the test run's PostgreSQL (TEST_POSTGRES_URL)");

let instances: Instance[] = [];
const stops: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  await stopAll(instances);
  for (const stop of stops.splice(0).reverse()) await stop();
  instances = [];
});

test("three instances started at once on an empty database all come up, with one demo institute", async () => {
  const url = await emptyDatabase("instances_start");
  instances = Array.from({ length: 3 }, (_, n) => startInstance(n, url));
  await allHealthy(instances);
  const proxy = await startRoundRobinProxy(
    ports.proxy,
    instances.map((instance) => instance.port),
  );
  stops.push(proxy.stop);
  const api = await newRequest.newContext({ baseURL: proxy.url });
  stops.push(() => api.dispose());
  const counts = await onDatabase(url, async (db) => {
    const one = async (sql: string) => Number((await db.query(sql)).rows[0].count);
    return {
      teachers: await one(`SELECT COUNT(*) FROM "User" WHERE "email" = '${demoTeacher.email}'`),
      batches: await one(`SELECT COUNT(*) FROM "Batch"`),
      migrations: await one(`SELECT COUNT(*) FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL`),
      attempts: await one(`SELECT COUNT(*) FROM "_prisma_migrations"`),
    };
  });
  expect(counts.teachers).toBe(1);
  expect(counts.batches).toBe(2);
  expect(counts.attempts).toBe(counts.migrations);
  // Each instance serves the demo's public page.
  for (let n = 0; n < 3; n++) expect((await api.get("/")).status()).toBe(200);
});
