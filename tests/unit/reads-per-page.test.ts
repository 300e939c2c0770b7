import { describe, expect, it } from "vitest";
import { onPostgres } from "~/config.server";
import { db } from "~/db.server";
import { readPage } from "~/domain/core/paging.server";
import { readOnce, withReadsOnce } from "~/domain/core/read-once.server";

/** A list of `size` rows, read as the database would page it, counting how often it is counted. */
function list(size: number) {
  const all = Array.from({ length: size }, (_, i) => i + 1);
  const counts = { made: 0 };
  const read = (page: number, perPage: number) =>
    readPage(
      page,
      perPage,
      async ({ skip, take }) => all.slice(skip, skip + take),
      async () => {
        counts.made++;
        return all.length;
      },
    );
  return { read, counts };
}

describe("a page of a list", () => {
  it("knows the total from a short page without counting, and counts when the page is full or past the end", async () => {
    const short = list(3);
    expect(await short.read(1, 10)).toEqual({ rows: [1, 2, 3], total: 3, page: 1, pages: 1 });
    expect(short.counts.made).toBe(0);

    const empty = list(0);
    expect(await empty.read(1, 10)).toEqual({ rows: [], total: 0, page: 1, pages: 1 });
    expect(empty.counts.made).toBe(0);

    const long = list(25);
    expect(await long.read(1, 10)).toMatchObject({ total: 25, pages: 3 });
    expect(long.counts.made).toBe(1);
    // The last page is short: its rows tell the total.
    expect(await long.read(3, 10)).toEqual({ rows: [21, 22, 23, 24, 25], total: 25, page: 3, pages: 3 });
    expect(long.counts.made).toBe(1);
    // Past the end: no rows, so only a count tells.
    expect(await long.read(7, 10)).toMatchObject({ rows: [], total: 25, pages: 3 });
    expect(long.counts.made).toBe(2);

    const exact = list(20);
    expect(await exact.read(2, 10)).toMatchObject({ total: 20, pages: 2 });
  });
});

describe("reading once per page built", () => {
  it("answers a second ask within a page from the first read, and reads again outside one", async () => {
    let reads = 0;
    const read = () =>
      readOnce("the thing", async () => {
        reads++;
        return { reads };
      });
    await withReadsOnce(async () => {
      const [first, second] = await Promise.all([read(), read()]);
      expect(second).toBe(first);
      expect(await read()).toBe(first);
    });
    expect(reads).toBe(1);
    await read();
    await read();
    expect(reads).toBe(3);
  });

  // PostgreSQL has no such version (other instances write too): there a read is kept for one page only.
  it.skipIf(onPostgres())("keeps a read for later pages until anything is written to the database", async () => {
    let reads = 0;
    const read = () =>
      readOnce("kept until a write", async () => {
        reads++;
        return reads;
      });
    expect(await withReadsOnce(read)).toBe(1);
    expect(await withReadsOnce(read)).toBe(1);
    const now = Date.now();
    await db.limitCount.create({ data: { key: `read-once-probe:${now}`, count: 1, startedAt: now, lastAt: now } });
    expect(await withReadsOnce(read)).toBe(2);
    expect(await withReadsOnce(read)).toBe(2);
  });

  it("does not remember a failed read", async () => {
    let attempts = 0;
    const read = () =>
      readOnce("flaky", async () => {
        attempts++;
        if (attempts === 1) throw new Error("busy");
        return "read";
      });
    await withReadsOnce(async () => {
      await expect(read()).rejects.toThrow("busy");
      expect(await read()).toBe("read");
    });
  });
});
