import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { classesOffered } from "~/domain/catalogue/school-classes.server";

describe("the classes the booking form offers", () => {
  it("are those the active batches name, in order; an archived batch's class is not offered", async () => {
    await db.batch.create({ data: { name: "class 7th Evening" } });
    await db.batch.create({ data: { name: "Class 3 Old", archivedAt: new Date() } });
    await db.batch.create({ data: { name: "Class 99 Typo" } });
    await db.batch.create({ data: { name: "Class 4–5 Foundation" } });
    const offered = await classesOffered();
    expect(offered).toContain(7);
    expect(offered).not.toContain(3);
    expect(offered).toEqual(expect.arrayContaining([4, 5]));
    expect(offered.every((n) => Number.isInteger(n) && n >= 1 && n <= 12)).toBe(true);
    expect(offered).toEqual([...offered].sort((a, b) => a - b));
  });
});
