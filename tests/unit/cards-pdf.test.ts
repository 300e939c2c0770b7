import { copyFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { verifyIdCard } from "~/domain/cards/id-card-links.server";
import { CARD_HEIGHT, CARD_WIDTH, slotOnSheet } from "~/domain/cards/id-card-pdf.server";
import { idCardPdf, idCardsBatch, reportCardsBatch, studentReportCardPdf } from "~/domain/cards/papers.server";
import { setStudentPhoto } from "~/domain/cards/photos.server";
import { saveRemarks } from "~/domain/cards/remarks.server";
import { studentReportCard } from "~/domain/cards/report-card-figures.server";
import { newPdf } from "~/domain/documents/pdf-document.server";
import { setPublished } from "~/domain/marks/publish.server";
import { saveResults } from "~/domain/marks/sheet.server";
import { createTest } from "~/domain/marks/tests.server";
import { totalText } from "~/domain/marks/totals";
import { pdfInfo, pdfPagePng, pdfText } from "../support/pdf";
import { qrOnPage } from "../support/qr";

const teacher: User = {
  id: 0,
  email: "t@papers.test",
  firstName: "Meera",
  lastName: "S",
  role: "teacher",
  batchId: null,
};
let batchId: number;
let students: User[];

/** The text as read back, with runs of white space as one space: lines wrap where the layout chose. */
const flat = (text: string) => text.replace(/\s+/g, " ");

beforeAll(async () => {
  const batch = await db.batch.create({
    data: { name: "Class 10 Papers", subjects: { create: [{ name: "Maths" }, { name: "Science" }] } },
    include: { subjects: { orderBy: { id: "asc" } } },
  });
  batchId = batch.id;
  students = [];
  for (let n = 1; n <= 12; n++) {
    const user = await db.user.create({
      data: {
        email: `student${n}@papers.test`,
        firstName: n === 1 ? "Aarav" : `Student${n}`,
        lastName: n === 1 ? "Sharma" : "Papers",
        role: "student",
        batchId,
        access: { create: batch.subjects.map((subject) => ({ subjectId: subject.id, permitted: true })) },
      },
    });
    students.push({ ...user, role: "student" });
  }
  const [aarav] = students;
  for (const [index, subject] of batch.subjects.entries()) {
    for (const [n, [marks, max]] of [
      [18, 20],
      [41.5, 50],
    ].entries()) {
      const { test } = await createTest(teacher, batchId, subject.id, {
        test_name: `${subject.name} unit ${n + 1}`,
        date: `2026-11-0${n + 2}`,
        max_marks: max,
      });
      await saveResults(teacher, test.id, [
        { student_id: aarav.id, marks: marks - index, attempted: !(index === 1 && n === 1), remark: "" },
      ]);
      await setPublished(teacher, test.id, true);
    }
  }
  await saveRemarks(teacher, aarav.id, { remarks: "Attentive in class; should practise proofs step by step." });
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#7a5230" } })
    .png()
    .toBuffer();
  const file = path.join(await mkdtemp(path.join(tmpdir(), "papers-")), "photo");
  await writeFile(file, photo);
  await setStudentPhoto(teacher, aarav.id, { path: file, size: photo.length });
}, 60_000);

describe("a report card's PDF", () => {
  it("is A4 with the marks, totals, attendance and remarks the screen shows", async () => {
    const [aarav] = students;
    const card = await studentReportCard(teacher, aarav.id);
    const { bytes, filename } = await studentReportCardPdf(teacher, aarav.id, "en");
    expect(filename).toBe("report-card-aarav-sharma.pdf");
    expect(pdfInfo(bytes)).toMatchObject({ pages: 1, width: 595.28, height: 841.89 });
    const text = flat(pdfText(bytes));
    expect(text).toContain("Report card");
    expect(text).toContain("Aarav Sharma");
    expect(text).toContain("Class 10 Papers");
    for (const test of card.subjects.flatMap((subject) => subject.tests)) {
      expect(text).toContain(`${test.name} `);
      expect(text).toContain(test.attempted ? `${test.marks} / ${test.max}` : "Absent");
    }
    expect(text).toContain("41.5 / 50");
    for (const subject of card.subjects) expect(text).toContain(totalText(subject.total));
    expect(text).toContain(`Overall: ${totalText(card.overall)}`);
    expect(text).toContain("should practise proofs step by step.");
  }, 30_000);

  it("in Hindi reads back the same Hindi words", async () => {
    const { bytes } = await studentReportCardPdf(teacher, students[0].id, "hi");
    const text = flat(pdfText(bytes));
    for (const words of ["रिपोर्ट कार्ड", "छात्र", "रोल नंबर", "अनुपस्थित", "कुल मिलाकर", "उपस्थिति", "शिक्षक की टिप्पणी"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain("Aarav Sharma");
  }, 30_000);

  it("of a whole batch is one file, a card from a fresh page for each enrolled student", async () => {
    const pdf = await newPdf({ size: reportCardsBatch.size, title: "Report cards", language: "en" });
    const ids = await reportCardsBatch.items({ batchId });
    expect(ids).toHaveLength(12);
    for (const [index, id] of ids.entries()) {
      if (index > 0) pdf.doc.addPage();
      await reportCardsBatch.add(pdf, id, { language: "en", slot: 0 });
    }
    const bytes = await pdf.bytes();
    expect(pdfInfo(bytes).pages).toBe(12);
    expect(flat(pdfText(bytes))).toContain("Student12 Papers");
  }, 60_000);
});

describe("an ID card's PDF", () => {
  it("is CR80 with the name, batch, roll number and the institute, and a QR code that opens its verification", async () => {
    const [aarav] = students;
    const { bytes } = await idCardPdf(teacher, aarav.id, "en");
    const info = pdfInfo(bytes);
    expect(info.pages).toBe(1);
    // 85.6 × 53.98 mm
    expect([(info.width / 72) * 25.4, (info.height / 72) * 25.4].map((mm) => Math.round(mm * 10) / 10)).toEqual([
      85.6, 54,
    ]);
    const text = flat(pdfText(bytes));
    for (const words of ["Student ID card", "Aarav Sharma", "Class 10 Papers", "Roll number"])
      expect(text).toContain(words);
    const rollNo = (await db.user.findUniqueOrThrow({ where: { id: aarav.id } })).rollNo;
    expect(text).toContain(String(rollNo));

    const address = qrOnPage(bytes);
    expect(address).toMatch(/\/verify\/[A-Za-z0-9_-]{22}$/);
    const shown = await verifyIdCard(address?.split("/verify/")[1] ?? "");
    expect(shown).toMatchObject({ enrolled: true, name: "Aarav Sharma", batchName: "Class 10 Papers" });
  }, 30_000);

  it("of a batch is A4 sheets of ten cards, each QR code its own student's", async () => {
    const pdf = await newPdf({ size: idCardsBatch.size, title: "ID cards", language: "hi" });
    const ids = await idCardsBatch.items({ batchId });
    for (const [index, id] of ids.entries()) {
      if (index > 0 && index % idCardsBatch.perPage === 0) pdf.doc.addPage();
      await idCardsBatch.add(pdf, id, { language: "hi", slot: index % idCardsBatch.perPage });
    }
    const bytes = await pdf.bytes();
    expect(pdfInfo(bytes)).toMatchObject({ pages: 2, width: 595.28, height: 841.89 });
    const text = flat(pdfText(bytes));
    expect(text.match(/छात्र पहचान पत्र/g)).toHaveLength(12);
    expect(text).toContain("Student12 Papers");

    // Each card of the first sheet cut out of the page at 300 dpi: its QR code names its own student.
    const page = pdfPagePng(bytes, 1, 300);
    const toPixels = 300 / 72;
    const names: string[] = [];
    for (let slot = 0; slot < idCardsBatch.perPage; slot++) {
      const at = slotOnSheet(slot);
      const card = await sharp(page)
        .extract({
          left: Math.round(at.x * toPixels),
          top: Math.round(at.y * toPixels),
          width: Math.round(CARD_WIDTH * toPixels),
          height: Math.round(CARD_HEIGHT * toPixels),
        })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const address = jsQR(new Uint8ClampedArray(card.data), card.info.width, card.info.height)?.data ?? "";
      const shown = await verifyIdCard(address.split("/verify/")[1] ?? "");
      names.push(shown.enrolled ? shown.name : "");
    }
    const expected = await db.user.findMany({
      where: { id: { in: ids.slice(0, 10) } },
      select: { id: true, firstName: true, lastName: true },
    });
    const byId = new Map(expected.map((student) => [student.id, `${student.firstName} ${student.lastName}`]));
    expect(names).toEqual(ids.slice(0, 10).map((id) => byId.get(id)));
  }, 60_000);

  it("is saved under the student's name, a Hindi name with its matras", async () => {
    const rahul = await db.user.create({
      data: { email: "rahul@papers.test", firstName: "राहुल", lastName: "शर्मा", role: "student", batchId },
    });
    expect((await idCardPdf(teacher, rahul.id, "hi")).filename).toBe("id-card-राहुल-शर्मा.pdf");
  });

  it("is the student's own only once they are enrolled", async () => {
    const waiting = await db.user.create({
      data: { email: "waiting@papers.test", firstName: "Wait", lastName: "Ing", role: "student", batchId },
    });
    const student: User = { ...waiting, role: "student" };
    await expect(idCardPdf(student, student.id, "en")).rejects.toMatchObject({ kind: "forbidden" });
    await expect(idCardPdf(students[1], students[0].id, "en")).rejects.toMatchObject({ kind: "not_found" });
  });
});

// CARDS_LOOK=<folder>: the papers drawn as PNGs into that folder, to look at after a change of layout.
describe.runIf(process.env.CARDS_LOOK)("the papers to look at", () => {
  it("are drawn into CARDS_LOOK", async () => {
    const folder = process.env.CARDS_LOOK ?? "";
    await db.siteSettings.updateMany({ data: { address: "12 Gandhi Road, Pune 411001", phone: "+91 98765 43210" } });
    for (const language of ["en", "hi"] as const) {
      const report = await studentReportCardPdf(teacher, students[0].id, language);
      copyFileSync(pdfPagePng(report.bytes, 1, 100), path.join(folder, `report-card-${language}.png`));
      for (const [name, student] of [
        ["id-card", students[0]],
        ["id-card-initials", students[1]],
      ] as const) {
        const card = await idCardPdf(teacher, student.id, language);
        copyFileSync(pdfPagePng(card.bytes, 1, 300), path.join(folder, `${name}-${language}.png`));
      }
      const pdf = await newPdf({ size: "A4", title: "ID cards", language });
      for (const [index, id] of (await idCardsBatch.items({ batchId })).entries()) {
        if (index > 0 && index % idCardsBatch.perPage === 0) pdf.doc.addPage();
        await idCardsBatch.add(pdf, id, { language, slot: index % idCardsBatch.perPage });
      }
      copyFileSync(pdfPagePng(await pdf.bytes(), 1, 100), path.join(folder, `id-sheet-${language}.png`));
    }
  }, 60_000);
});
