import { describe, expect, it } from "vitest";
import { onPostgres } from "~/config.server";
import { reusePreparedStatements, withLiteralLimits } from "~/db/reused-statements.server";
import { db } from "~/db.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// SQLite's own: one connection serves every request, so a read waits for a transaction to finish. On PostgreSQL each
// request takes a connection of the pool and reads what is committed, without waiting.
describe.skipIf(onPostgres())("one SQLite connection shared by every request", () => {
  it("keeps another request's write when a transaction rolls back", async () => {
    const rolledBack = db
      .$transaction(async (tx) => {
        await tx.batch.create({ data: { name: "inside the failed transaction" } });
        await pause(50);
        throw new Error("roll back");
      })
      .catch(() => "rolled back");
    await pause(10);
    const outside = await db.batch.create({ data: { name: "written beside the transaction" } });
    expect(await rolledBack).toBe("rolled back");
    expect(await db.batch.findUnique({ where: { id: outside.id } })).not.toBeNull();
    expect(await db.batch.count({ where: { name: "inside the failed transaction" } })).toBe(0);
  });

  it("does not let a plain read see a transaction's unfinished writes", async () => {
    let seen = -1;
    let reader: Promise<void> = Promise.resolve();
    await db.$transaction(async (tx) => {
      await tx.batch.create({ data: { name: "not yet committed" } });
      reader = db.batch.count({ where: { name: "not yet committed" } }).then((count) => {
        seen = count;
      });
      await pause(30);
      // The read waits for the transaction instead of peeking into it.
      expect(seen).toBe(-1);
    });
    await reader;
    expect(seen).toBe(1);
  });
});

describe("prepared statements reused", () => {
  it("prepares each SQL text once and binds every call's own arguments", async () => {
    const { default: Database } = await import("better-sqlite3");
    const database = new Database(":memory:");
    database.exec("CREATE TABLE t (id INTEGER, name TEXT); INSERT INTO t VALUES (1, 'one'), (2, 'two')");
    let prepared = 0;
    const prepare = database.prepare.bind(database);
    database.prepare = ((sql: string) => {
      prepared += 1;
      return prepare(sql);
    }) as typeof database.prepare;
    reusePreparedStatements(database);
    const read = (id: number) => database.prepare("SELECT name FROM t WHERE id = ?").bind([id]).raw().all();
    expect([read(1), read(2), read(1)]).toEqual([[["one"]], [["two"]], [["one"]]]);
    expect(prepared).toBe(1);
    database.prepare("UPDATE t SET name = ? WHERE id = ?").bind(["uno", 1]).run();
    expect(read(1)).toEqual([["uno"]]);
    database.close();
  });

  it("writes LIMIT and OFFSET into the SQL, so that binding them does not make SQLite compile it again", async () => {
    expect(withLiteralLimits("SELECT a FROM t WHERE b = ? LIMIT ? OFFSET ?", ["x", 1, 0n])).toEqual({
      sql: "SELECT a FROM t WHERE b = ? LIMIT 1 OFFSET 0",
      args: ["x"],
    });
    // A ? inside a string literal is no argument: such text is left as it is.
    const literal = "SELECT '?' FROM t WHERE b = ? LIMIT ?";
    expect(withLiteralLimits(literal, ["x", 1])).toEqual({ sql: literal, args: ["x", 1] });
    const { default: Database } = await import("better-sqlite3");
    const database = new Database(":memory:");
    database.exec("CREATE TABLE t (id INTEGER); INSERT INTO t VALUES (1), (2), (3)");
    reusePreparedStatements(database);
    const page = (limit: number, offset: number) =>
      database.prepare("SELECT id FROM t ORDER BY id LIMIT ? OFFSET ?").bind([limit, offset]).raw().all();
    expect([page(1, 0), page(2, 1), page(1, 0)]).toEqual([[[1]], [[2], [3]], [[1]]]);
    database.close();
  });

  it("serves Prisma's queries through the kept statements", async () => {
    const batch = await db.batch.create({ data: { name: "read twice" } });
    for (let i = 0; i < 2; i++)
      expect((await db.batch.findUnique({ where: { id: batch.id } }))?.name).toBe("read twice");
  });
});
