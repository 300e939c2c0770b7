import { expect, test } from "@playwright/test";
import { onDatabase, POSTGRES_SERVER, startBehindProxy } from "../support/instances";
import { demoTeacher } from "../support/people";

test.skip(!POSTGRES_SERVER, "needs the test run's PostgreSQL (TEST_POSTGRES_URL)");

let cluster: Awaited<ReturnType<typeof startBehindProxy>> | undefined;
test.afterEach(() => cluster?.stop());

test("three instances started at once on an empty database all come up, with one demo institute", async () => {
  cluster = await startBehindProxy("instances_start", 3);
  const { url, api } = cluster;
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
