import { writeFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { newTempPath } from "~/domain/files/received-files.server";
import { deleteHomework, editHomework, homeworkDoneBy, setHomework } from "~/domain/homework/homework.server";
import { homeworkState, studentOrder } from "~/domain/homework/limits";
import { markHomework, myHomework, openHomeworkFile } from "~/domain/homework/student-homework.server";
import { homeworkSchema } from "~/schemas/homework";
import { failure } from "../support/domain-failure";

// Wednesday 25 November 2026, 10:00 in Kolkata.
const NOW = new Date("2026-11-25T04:30:00Z");
let teacher: User;
let subjectId: number;
let hiddenSubjectId: number;
let asha: User;
let bala: User;

const input = (due: string, title = "Exercise 4.2") =>
  homeworkSchema.parse({ title, text: "Do **all** of it", due_on: due });

/** A received file, as the upload path leaves it in this instance's temporary folder. */
async function received(bytes: string) {
  const file = await newTempPath();
  await writeFile(file, bytes);
  return { path: file, size: bytes.length };
}

beforeAll(async () => {
  const admin = await db.user.create({
    data: { email: "teacher@homework.test", firstName: "T", lastName: "H", role: "admin" },
  });
  teacher = { id: admin.id, email: admin.email, firstName: "T", lastName: "H", role: "teacher", batchId: null };
  const batch = await db.batch.create({
    data: { name: "Homework batch", subjects: { create: [{ name: "Maths" }, { name: "Science" }] } },
    include: { subjects: { orderBy: { id: "asc" } } },
  });
  [subjectId, hiddenSubjectId] = batch.subjects.map((subject) => subject.id);
  const made: User[] = [];
  for (const name of ["Asha", "Bala"]) {
    const user = await db.user.create({
      data: {
        email: `${name.toLowerCase()}@homework.test`,
        firstName: name,
        lastName: "H",
        role: "student",
        batchId: batch.id,
        access: {
          create: [
            { subjectId, permitted: true },
            { subjectId: hiddenSubjectId, permitted: false },
          ],
        },
      },
    });
    made.push({ ...user, role: "student" });
  }
  [asha, bala] = made;
});

describe("homework rules", () => {
  it("tells overdue, due soon (today and tomorrow), later and done", () => {
    expect(homeworkState("2026-11-24", false, "2026-11-25")).toBe("overdue");
    expect(homeworkState("2026-11-25", false, "2026-11-25")).toBe("due-soon");
    expect(homeworkState("2026-11-26", false, "2026-11-25")).toBe("due-soon");
    expect(homeworkState("2026-11-27", false, "2026-11-25")).toBe("later");
    expect(homeworkState("2026-11-20", true, "2026-11-25")).toBe("done");
  });

  it("puts open work first, earliest due first, and done work last", () => {
    const order = studentOrder([
      { id: 1, dueOn: "2026-11-30", done: false },
      { id: 2, dueOn: "2026-11-20", done: true },
      { id: 3, dueOn: "2026-11-24", done: false },
      { id: 4, dueOn: "2026-11-26", done: true },
    ]);
    expect(order.map((item) => item.id)).toEqual([3, 1, 4, 2]);
  });
});

describe("setting homework", () => {
  it("refuses a due date before the day it is set, at the field, and saves nothing", async () => {
    const before = await db.homework.count();
    const error = await failure(setHomework(teacher, subjectId, input("2026-11-24"), null, NOW));
    expect(error.kind).toBe("invalid");
    expect(error.fieldErrors?.due_on).toEqual(["The due date cannot be before the day the homework was set"]);
    expect(await db.homework.count()).toBe(before);
  });

  it("takes a due date of today, and keeps the set day when edited", async () => {
    const { homework } = await setHomework(teacher, subjectId, input("2026-11-25", "Same day"), null, NOW);
    expect(homework).toMatchObject({ setOn: "2026-11-25", dueOn: "2026-11-25", attachment: null });
    expect(homework.html).toContain("<strong>all</strong>");
    const error = await failure(editHomework(teacher, homework.id, input("2026-11-01", "Same day"), null));
    expect(error.fieldErrors?.due_on).toBeDefined();
    expect((await db.homework.findUniqueOrThrow({ where: { id: homework.id } })).dueOn).toBe("2026-11-25");
    await deleteHomework(teacher, homework.id);
  });

  it("keeps a PDF attachment and refuses a file that is not one", async () => {
    const error = await failure(setHomework(teacher, subjectId, input("2026-11-27"), await received("hello"), NOW));
    expect(error.fieldErrors?.attachment).toBeDefined();
    const { homework } = await setHomework(
      teacher,
      subjectId,
      input("2026-11-27", "With PDF"),
      await received("%PDF-1.4 x"),
      NOW,
    );
    expect(homework.attachment?.url).toBe(`/files/homework/${homework.id}`);
    const file = await openHomeworkFile(asha, homework.id);
    file.stream.destroy();
    expect(file.mime).toBe("application/pdf");
    await deleteHomework(teacher, homework.id);
  });
});

describe("a student's homework", () => {
  it("lists the permitted subject's homework, marks it done and undoes it; the teacher sees who did", async () => {
    const { homework } = await setHomework(teacher, subjectId, input("2026-11-26", "Chapter 5"), null, NOW);
    const hidden = await setHomework(teacher, hiddenSubjectId, input("2026-11-26", "Hidden"), null, NOW);
    const mine = await myHomework(asha, { now: NOW });
    expect(mine.homework.map((item) => item.title)).toContain("Chapter 5");
    expect(mine.homework.map((item) => item.title)).not.toContain("Hidden");
    expect(mine.homework.find((item) => item.id === homework.id)?.state).toBe("due-soon");

    await markHomework(asha, homework.id, true);
    let doneBy = await homeworkDoneBy(teacher, homework.id);
    expect(doneBy.done.map((student) => student.name)).toEqual(["Asha H"]);
    expect(doneBy.notDone.map((student) => student.name)).toEqual(["Bala H"]);
    expect((await myHomework(asha, { now: NOW })).homework.find((item) => item.id === homework.id)?.state).toBe("done");

    await markHomework(asha, homework.id, false);
    doneBy = await homeworkDoneBy(teacher, homework.id);
    expect(doneBy.done).toEqual([]);

    expect((await failure(markHomework(bala, hidden.homework.id, true))).kind).toBe("not_found");
    expect((await failure(openHomeworkFile(bala, hidden.homework.id))).kind).toBe("not_found");
  });
});
