import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { assertCanReadSubject } from "~/domain/access/rules.server";
import { sniffKind } from "~/domain/content/notes.server";
import type { DomainError } from "~/domain/core/errors.server";
import { isYouTubeLink, newVideoSchema } from "~/schemas/content";

describe("what a file is, by its first bytes", () => {
  it("knows PDF, PNG and JPEG, and nothing else", () => {
    expect(sniffKind(Buffer.from("%PDF-1.7"))?.type).toBe("pdf");
    expect(sniffKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.fileType).toBe("png");
    expect(sniffKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.fileType).toBe("jpeg");
    expect(sniffKind(Buffer.from("<html>%PDF-"))).toBeNull();
    expect(sniffKind(Buffer.alloc(0))).toBeNull();
  });
});

describe("video links", () => {
  it("accepts only https YouTube links", () => {
    expect(isYouTubeLink("https://www.youtube.com/watch?v=x")).toBe(true);
    expect(isYouTubeLink("https://youtu.be/x")).toBe(true);
    expect(isYouTubeLink("http://youtu.be/x")).toBe(false);
    expect(isYouTubeLink("https://youtube.com.evil.example/x")).toBe(false);
    expect(isYouTubeLink("javascript:alert(1)")).toBe(false);
  });

  it("asks for both fields before anything else", () => {
    const result = newVideoSchema.safeParse({ video_name: "Only a title" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Please fill in both fields"]);
  });
});

describe("who may read a subject", () => {
  it("lets a permitted student of the batch in, and no one else", async () => {
    const [mine, other] = await Promise.all(
      ["Access A", "Access B"].map((name) =>
        db.batch.create({ data: { name, subjects: { create: { name: "Maths" } } }, include: { subjects: true } }),
      ),
    );
    const student = await db.user.create({
      data: {
        email: `reader-${Date.now()}@unit.test`,
        firstName: "R",
        lastName: "S",
        role: "student",
        batchId: mine.id,
      },
    });
    const actor = { ...student, role: "student" as const };
    const subjectId = mine.subjects[0].id;
    const kind = (promise: Promise<unknown>) =>
      promise.then(
        () => "allowed",
        (error: DomainError) => error.kind,
      );

    expect(await kind(assertCanReadSubject(actor, subjectId))).toBe("forbidden");
    await db.subjectAccess.create({ data: { studentId: student.id, subjectId, permitted: false } });
    expect(await kind(assertCanReadSubject(actor, subjectId))).toBe("forbidden");
    await db.subjectAccess.update({
      where: { studentId_subjectId: { studentId: student.id, subjectId } },
      data: { permitted: true },
    });
    expect(await kind(assertCanReadSubject(actor, subjectId))).toBe("allowed");

    // A permission row for another batch's subject does not open it.
    const otherSubject = other.subjects[0].id;
    await db.subjectAccess.create({ data: { studentId: student.id, subjectId: otherSubject, permitted: true } });
    expect(await kind(assertCanReadSubject(actor, otherSubject))).toBe("forbidden");

    expect(await kind(assertCanReadSubject(null, subjectId))).toBe("unauthenticated");
    expect(await kind(assertCanReadSubject({ ...actor, role: "teacher" }, otherSubject))).toBe("allowed");
    expect(await kind(assertCanReadSubject(actor, 999_999))).toBe("not_found");
  });
});
