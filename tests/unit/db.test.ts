import { describe, expect, it } from "vitest";
import { db } from "~/db.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("one SQLite connection shared by every request", () => {
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
