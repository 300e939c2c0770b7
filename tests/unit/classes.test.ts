import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { classesOffered } from "~/domain/classes.server";

describe("the classes the booking form offers", () => {
  it("are those the active batches name, in order; an archived batch's class is not offered", async () => {
    await db.batch.create({ data: { name: "class 7th Evening" } });
    await db.batch.create({ data: { name: "Class 3 Old", archivedAt: new Date() } });
    await db.batch.create({ data: { name: "Class 99 Typo" } });
    await db.batch.create({ data: { name: "Class 4–5 Foundation" } });
    const offered = await classesOffered();
    expect(offered).toContain("Class 7th");
    expect(offered).not.toContain("Class 3rd");
    expect(offered).toEqual(expect.arrayContaining(["Class 4th", "Class 5th"]));
    expect(offered.every((name) => /^Class ([1-9]|1[0-2])(st|nd|rd|th)$/.test(name))).toBe(true);
    const numbers = offered.map((name) => Number.parseInt(name.slice("Class ".length), 10));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
});
