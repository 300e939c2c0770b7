import { writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { createEnquiry } from "~/domain/admissions/enquiries.server";
import { studentFees } from "~/domain/fees/accounts.server";
import { listDues } from "~/domain/fees/dues.server";
import { fileStore } from "~/domain/files/file-store.server";
import { newTempPath } from "~/domain/files/received-files.server";
import { exportEverything } from "~/domain/imports/export-workbook.server";
import type { ImportKind } from "~/domain/imports/import-fields";
import { guessMapping } from "~/domain/imports/import-fields";
import { dayOfCell, mobileOfCell, paiseOfCell } from "~/domain/imports/import-values";
import {
  chooseColumns,
  commitImport,
  IMPORT_WAITS_MS,
  importPreview,
  receiveImport,
  sweepStaleImports,
} from "~/domain/imports/imports.server";
import { MOST_ROWS, readSpreadsheet } from "~/domain/imports/spreadsheets.server";
import { newEnquirySchema } from "~/schemas/admissions";
import { csvText, workbookBytes } from "../support/spreadsheets";
import { failure, teacher } from "../support/unit-weeks";

const upload = async (kind: ImportKind, bytes: Uint8Array | string) => {
  const path = await newTempPath();
  await writeFile(path, bytes);
  const { uploadId } = await receiveImport(teacher, { kind }, { path, size: bytes.length });
  return uploadId;
};

describe("values as Indian spreadsheets write them", () => {
  it("reads dates day first, ISO, and Excel's date cells and serial numbers", () => {
    expect(dayOfCell("27/11/2026")).toBe("2026-11-27");
    expect(dayOfCell("27-11-2026")).toBe("2026-11-27");
    expect(dayOfCell("7.4.2026")).toBe("2026-04-07");
    expect(dayOfCell("2026-11-27")).toBe("2026-11-27");
    expect(dayOfCell(new Date(Date.UTC(2026, 10, 27)))).toBe("2026-11-27");
    expect(dayOfCell(46353)).toBe("2026-11-27");
    for (const bad of ["31/02/2026", "11/27/2026", "tomorrow", ""]) expect(dayOfCell(bad), bad).toBeNull();
  });

  it("reads amounts as cashiers write them, in integer paise", () => {
    expect(paiseOfCell("1,00,000")).toBe(1_00_000_00);
    expect(paiseOfCell("₹5,000")).toBe(5_000_00);
    expect(paiseOfCell("5000.50")).toBe(500_050);
    expect(paiseOfCell(5000.5)).toBe(500_050);
    expect(paiseOfCell("five")).toBeNull();
  });

  it("reads mobiles in any usual form as E.164", () => {
    for (const typed of ["98765 43210", "+91-98765-43210", "09876543210", "(98765) 43210", 9876543210])
      expect(mobileOfCell(typed), String(typed)).toBe("+919876543210");
    expect(mobileOfCell("12345")).toBeNull();
  });
});

describe("columns matched to the app's fields", () => {
  it("by name, whatever the case, spaces and common names", () => {
    const mapping = guessMapping("students", [
      "Class",
      "Roll No",
      "Student Name",
      "EMAIL ID",
      "Mobile No",
      "Father's name",
      "Father's Mobile",
      "Notes",
    ]);
    expect(mapping).toEqual({
      Class: "batch",
      "Roll No": "roll_no",
      "Student Name": "name",
      "EMAIL ID": "email",
      "Mobile No": "mobile",
      "Father's name": "guardian_name",
      "Father's Mobile": "guardian_mobile",
      Notes: "",
    });
  });

  it("by hand, remembered for the next file with the same headings", async () => {
    const file = csvText([
      ["Batch", "Naam", "Email", "Ghar ka phone"],
      ["Import Remember", "Asha Verma", "asha.remember@import.test", "98111 22233"],
    ]);
    const first = await upload("students", file);
    expect((await importPreview(teacher, first)).missing).toEqual(["Name"]);
    const chosen = await chooseColumns(teacher, first, { sheet: "", columns: ["batch", "name", "email", "mobile"] });
    expect(chosen.missing).toEqual([]);
    const second = await upload("students", file);
    expect((await importPreview(teacher, second)).columns).toEqual(["batch", "name", "email", "mobile"]);
  });
});

describe("the preview and the import", () => {
  const students = (rows: (string | number)[][]) =>
    csvText([
      ["Batch", "Roll No", "Student Name", "Email", "Mobile", "Mother's name", "Mother's mobile", "Subjects"],
      ...rows,
    ]);

  it("names each problem at its cell, and saves nothing while any row has one", async () => {
    const id = await upload(
      "students",
      students([
        [
          "Import Class A",
          1,
          "Ravi Kumar",
          "ravi.a@import.test",
          "98765 43210",
          "Sunita Kumar",
          "98765 00001",
          "Maths, Physics",
        ],
        ["Import Class A", 2, "Meena", "not-an-email", "12345", "Geeta", "98765 00002", "Maths"],
        ["Import Class A", 1, "Kiran", "kiran.a@import.test", "", "Lata", "9", "Maths"],
      ]),
    );
    const preview = await importPreview(teacher, id);
    expect(preview.rows.map((row) => row.problems)).toEqual([
      {},
      { email: "Not an e-mail address", mobile: "Not a mobile number: 10 digits, e.g. 98765 43210" },
      {
        roll_no: "Row 2 has this roll number too",
        guardian_mobile: "Not a mobile number: 10 digits, e.g. 98765 43210",
      },
    ]);
    expect(preview.problems).toBe(4);
    const refused = await failure(commitImport(teacher, id));
    expect(refused.message).toMatch(/Nothing was imported/);
    expect(await db.user.count({ where: { email: "ravi.a@import.test" } })).toBe(0);
    expect(await db.batch.count({ where: { name: "Import Class A" } })).toBe(0);
  });

  it("imports students with guardians and welcome links; the same file again changes nothing", async () => {
    const file = await workbookBytes({
      Sheet1: [
        ["Batch", "Roll No", "Student Name", "Email", "Mobile", "Mother's name", "Mother's mobile", "Subjects"],
        [
          "Import Class B",
          1,
          "Ravi Kumar",
          "ravi.b@import.test",
          "98765 43210",
          "Sunita Kumar",
          "+91-98765-00001",
          "Maths, Physics",
        ],
        ["Import Class B", 2, "Meena Shah", "meena.b@import.test", 9876543211, "Geeta Shah", "098765 00002", "Maths"],
      ],
    });
    const first = await commitImport(teacher, await upload("students", file));
    expect(first).toMatchObject({ added: 2, existing: 0 });
    const ravi = await db.user.findUniqueOrThrow({
      where: { email: "ravi.b@import.test" },
      include: { guardians: true, access: { include: { subject: true } }, password: true, resetTokens: true },
    });
    expect(ravi).toMatchObject({
      firstName: "Ravi",
      lastName: "Kumar",
      rollNo: 1,
      mobile: "+919876543210",
      password: null,
    });
    expect(ravi.guardians).toMatchObject([{ name: "Sunita Kumar", relation: "mother", mobile: "+919876500001" }]);
    expect(ravi.access.map((one) => [one.subject.name, one.permitted])).toEqual([
      ["Maths", true],
      ["Physics", true],
    ]);
    expect(ravi.resetTokens).toHaveLength(1);
    const counts = async () => [
      await db.user.count(),
      await db.guardian.count(),
      await db.subject.count(),
      await db.batch.count(),
    ];
    const before = await counts();
    const again = await commitImport(teacher, await upload("students", file));
    expect(again).toMatchObject({ added: 0, existing: 2 });
    expect(await counts()).toEqual(before);
  });

  it("puts students on plans with what they paid before, counted by the ledger and the dues", async () => {
    const fees = csvText([
      ["Email", "Plan", "Total", "Instalments", "Discount", "Paid"],
      ["ravi.b@import.test", "Import Year", "₹10,000", "5000 by 01/04/2026; 5,000 by 01/10/2026", "", "6,000"],
      ["meena.b@import.test", "Import Year", "", "", "1000", "0"],
    ]);
    const result = await commitImport(teacher, await upload("fees", fees));
    expect(result).toMatchObject({ added: 2 });
    const ravi = await db.user.findUniqueOrThrow({ where: { email: "ravi.b@import.test" } });
    const { account } = await studentFees(teacher, ravi.id, new Date("2026-11-27T06:00:00Z"));
    expect(account).toMatchObject({
      paidPaise: 6_000_00,
      paidBeforePaise: 6_000_00,
      balancePaise: 4_000_00,
      payments: [],
    });
    expect(account?.instalments.map((row) => row.paidPaise)).toEqual([5_000_00, 1_000_00]);
    const dues = await listDues(teacher, { page: 1 }, new Date("2026-11-27T06:00:00Z"));
    expect(JSON.stringify(dues)).toContain("ravi.b@import.test");
    expect(await db.feePayment.count({ where: { account: { studentId: ravi.id } } })).toBe(0);
    const again = await commitImport(teacher, await upload("fees", fees));
    expect(again).toMatchObject({ added: 0, existing: 2 });
    expect(await db.feePaidBefore.count({ where: { account: { studentId: ravi.id } } })).toBe(1);
  });

  it("imports past marks, making the test when missing; again, nothing", async () => {
    const marks = csvText([
      ["Roll No", "Batch", "Subject", "Test", "Date", "Out of", "Marks"],
      [1, "Import Class B", "Maths", "Import Unit 1", "15/07/2026", 50, 42],
      [2, "Import Class B", "Maths", "Import Unit 1", "15/07/2026", 50, "AB"],
    ]);
    expect(await commitImport(teacher, await upload("marks", marks))).toMatchObject({ added: 2 });
    const test = await db.test.findFirstOrThrow({ where: { name: "Import Unit 1" }, include: { results: true } });
    expect(test).toMatchObject({ date: "2026-07-15", maxMarks: 50 });
    expect(test.results.map((one) => [one.marks, one.attempted]).sort()).toEqual([
      [0, false],
      [42, true],
    ]);
    expect(await commitImport(teacher, await upload("marks", marks))).toMatchObject({ added: 0, existing: 2 });
  });

  it("imports 500 students with guardians from a workbook in one go", async () => {
    const heads = ["Batch", "Student Name", "Email", "Father's name", "Father's mobile"];
    const rows = Array.from({ length: 500 }, (_, index) => [
      "Import Five Hundred",
      `Student ${String.fromCharCode(65 + (index % 26))} Number`,
      `s${index}@five-hundred.test`,
      `Father ${String.fromCharCode(65 + (index % 26))}`,
      `7${String(700_000_000 + index).padStart(9, "0")}`,
    ]);
    const id = await upload("students", await workbookBytes({ Sheet1: [heads, ...rows] }));
    expect(await commitImport(teacher, id)).toMatchObject({ added: 500 });
    expect(
      await db.guardian.count({ where: { student: { batch: { name: "Import Five Hundred" } }, relation: "father" } }),
    ).toBe(500);
  }, 60_000);

  it("imports once when the import is sent twice at once", async () => {
    const file = csvText([
      ["Batch", "Name", "Email"],
      ["Import Twice", "Once Only", "once.only@import.test"],
    ]);
    const id = await upload("students", file);
    const [first, second] = await Promise.allSettled([commitImport(teacher, id), commitImport(teacher, id)]);
    const outcomes = [first, second].map((one) => (one.status === "fulfilled" ? "imported" : one.reason.kind));
    expect(outcomes.sort()).toEqual(["imported", "not_found"]);
    expect(await db.user.count({ where: { email: "once.only@import.test" } })).toBe(1);
  });

  it("keeps an upload waiting for a day, then the hourly sweep removes it and its file", async () => {
    const id = await upload(
      "students",
      csvText([
        ["Batch", "Name", "Email"],
        ["Import Sweep", "Gone Later", "gone@import.test"],
      ]),
    );
    const { storeName } = await db.importUpload.findUniqueOrThrow({ where: { id } });
    await sweepStaleImports(new Date());
    const kept = await fileStore().open(storeName);
    expect(kept).not.toBeNull();
    kept?.stream.destroy();
    await sweepStaleImports(new Date(Date.now() + IMPORT_WAITS_MS + 60_000));
    expect(await db.importUpload.count({ where: { id } })).toBe(0);
    expect(await fileStore().open(storeName)).toBeNull();
    expect((await failure(importPreview(teacher, id))).kind).toBe("not_found");
  });

  it("refuses a file that is no spreadsheet, or has no rows", async () => {
    expect((await failure(readSpreadsheet(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1])))).message).toMatch(
      /not a spreadsheet/,
    );
    expect((await failure(readSpreadsheet(Buffer.from("Email,Batch\n")))).message).toMatch(/no rows/);
    const tooMany = Buffer.from(`Email,Batch\n${"a@b.test,X\n".repeat(MOST_ROWS + 1)}`);
    expect((await failure(readSpreadsheet(tooMany))).message).toMatch(/more than 2000 rows/);
  });
});

/** The workbook with only the rows that name one of `emails` (and every sheet's headings). */
async function onlyRowsWith(bytes: Uint8Array, emails: string[]) {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  for (const sheet of workbook.worksheets) {
    const keep = (sheet.getSheetValues() as unknown[][]).filter(
      (row, index) => row && (index === 1 || row.some((cell) => emails.includes(String(cell)))),
    );
    const name = sheet.name;
    workbook.removeWorksheet(sheet.id);
    const fresh = workbook.addWorksheet(name);
    for (const row of keep) fresh.addRow(row.slice(1));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe("Export everything", () => {
  it("writes a workbook the import reads back into an institute without those students", async () => {
    await createEnquiry(teacher, {
      ...newEnquirySchema.parse({ name: "Leaving Parent", mobile: "9876500123", source: "phone" }),
    });
    const workbook = await exportEverything(teacher);
    const sheets = await readSpreadsheet(workbook);
    expect(sheets.sheets).toEqual(["students", "guardians", "plans", "payments", "marks", "attendance", "enquiries"]);
    // The enquiry book leaves with the institute, though no import reads it back.
    const enquiries = await readSpreadsheet(workbook, "enquiries");
    expect(enquiries.headings.slice(0, 3)).toEqual(["received", "name", "mobile"]);
    expect(enquiries.rows.map((row) => row.cells.slice(1, 3))).toContainEqual(["Leaving Parent", "+919876500123"]);
    const mine = { email: { in: ["ravi.b@import.test", "meena.b@import.test"] } };
    const facts = async () => ({
      students: await db.user.count({ where: mine }),
      guardians: await db.guardian.count({ where: { student: mine } }),
      onPlans: await db.feeAccount.count({ where: { student: mine } }),
      paid: (await db.feePaidBefore.aggregate({ where: { account: { student: mine } }, _sum: { amountPaise: true } }))
        ._sum,
      marks: await db.result.count({ where: { student: mine } }),
    });
    const before = await facts();
    // Other test files share the database: the institute moving out here is these two students.
    const theirs = await onlyRowsWith(workbook, ["ravi.b@import.test", "meena.b@import.test"]);
    // Moving out: the students, their batch's plans and tests go (results first: they hold on to the student).
    await db.result.deleteMany({ where: { student: mine } });
    await db.user.deleteMany({ where: mine });
    await db.batch.deleteMany({ where: { name: "Import Class B" } });
    expect((await facts()).students).toBe(0);
    for (const kind of ["students", "fees", "marks"] as const) {
      const id = await upload(kind, theirs);
      const preview = await importPreview(teacher, id);
      expect(preview.rows.filter((row) => Object.keys(row.problems).length).map((row) => row.problems)).toEqual([]);
      await commitImport(teacher, id);
    }
    expect(await facts()).toEqual(before);
  });
});
