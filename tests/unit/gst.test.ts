import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { setClock } from "~/domain/core/time.server";
import { documentRun, openDocumentFile, startDocumentRun } from "~/domain/documents/runs.server";
import { newAccount, studentFees } from "~/domain/fees/accounts.server";
import { duesTaxIn } from "~/domain/fees/gst/dues-tax.server";
import { readGstSettings, saveGstSettings } from "~/domain/fees/gst/gst-settings.server";
import { gstinCheckCharacter, gstinProblem } from "~/domain/fees/gst/gstin";
import { monthCsv } from "~/domain/fees/gst/month.server";
import { splitPayment, taxOnTop } from "~/domain/fees/gst/split";
import { saveStudentTax } from "~/domain/fees/gst/student-details.server";
import { recordPayment, reversePayment } from "~/domain/fees/payments.server";
import { createPlan } from "~/domain/fees/plans.server";
import { receiptPdf } from "~/domain/fees/receipt-pdf.server";
import { getReceipt } from "~/domain/fees/receipts.server";
import { readSettings } from "~/domain/site/settings.server";
import { deleteStudent, KEEPS_TAX_DOCUMENTS } from "~/domain/students/directory.server";
import { accountForScreen } from "~/routes/fees/+shared/fee-view.server";
import { feePlanSchema } from "~/schemas/fees";
import { gstSettingsSchema, studentTaxSchema } from "~/schemas/gst";
import { pdfInfo, pdfPagePng, pdfText } from "../support/pdf";
import { teacher } from "../support/unit-weeks";

// GSTINs, the tax in paise, and the tax invoices and credit notes a GST-registered institute issues.

/** Real-format GSTINs whose check characters were worked out by hand (27AAPFU0939F1ZV is GSTN's own example). */
const MAHARASHTRA = "27AAPFU0939F1ZV";
const UTTAR_PRADESH = "09AAACH7409R1ZZ";
const KARNATAKA = "29AAGCB7383J1Z4";

describe("GSTINs", () => {
  it("accepts GSTINs whose check character is right, and says what is wrong with others", () => {
    for (const gstin of [MAHARASHTRA, UTTAR_PRADESH, KARNATAKA]) expect(gstinProblem(gstin), gstin).toBeNull();
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("That GSTIN has a mistyped character: check it again");
    // Two characters swapped: the weights 1 and 2 catch it
    expect(gstinProblem("27AAPFU9039F1ZV")).toBe("That GSTIN has a mistyped character: check it again");
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("A GSTIN has 15 characters");
    expect(gstinProblem("28AAPFU0939F1ZV")).toBe("A GSTIN starts with a state's code, and no state has that code");
    expect(gstinProblem("27AAPF00939F1ZV")).toMatch(/^That is not a GSTIN/);
  });

  it("refuses a GSTIN of another state than the one chosen, at the GSTIN's field, and needs both once registered", () => {
    const refused = gstSettingsSchema.safeParse({ registered: "on", gstin: MAHARASHTRA, state: "09" });
    expect(refused.error?.issues.map((issue) => [issue.path.join(), issue.message])).toEqual([
      ["gstin", "The GSTIN's first two digits are another state's code than the state chosen"],
    ]);
    const empty = gstSettingsSchema.safeParse({ registered: "on", gstin: "", state: "" });
    expect(empty.error?.issues.map((issue) => issue.path.join())).toEqual(["gstin", "state"]);
    // Typed with spaces and small letters, as copied from a certificate
    expect(gstSettingsSchema.parse({ registered: true, gstin: " 27aapfu0939f1zv ", state: "27" })).toEqual({
      registered: true,
      gstin: MAHARASHTRA,
      state: "27",
      fees_include_gst: false,
    });
    expect(gstSettingsSchema.parse({})).toMatchObject({ registered: false, gstin: "" });
    // A student's GSTIN alone tells their state
    expect(studentTaxSchema.parse({ gstin: KARNATAKA })).toEqual({ gstin: KARNATAKA, state: "29" });
    expect(studentTaxSchema.parse({ state: "09" })).toEqual({ gstin: "", state: "09" });
  });
});

describe("the tax in paise", () => {
  it("splits a payment that includes GST within the state: CGST and SGST each rounded, the taxable value the rest", () => {
    // ₹12,000: 12,00,000 × 100/118 = 10,16,949.15 → 10,16,949; 9 % of it 91,525.41 → 91,525 each;
    // the taxable value takes the last paisa: 12,00,000 − 1,83,050 = 10,16,950.
    expect(splitPayment(12_000_00, true)).toEqual({
      taxablePaise: 10_169_50,
      cgstPaise: 915_25,
      sgstPaise: 915_25,
      igstPaise: 0,
    });
  });

  it("splits across states as IGST at 18 %", () => {
    // 18 % of 10,16,949 is 1,83,050.82 → 1,83,051; 12,00,000 − 1,83,051 = 10,16,949.
    expect(splitPayment(12_000_00, false)).toEqual({
      taxablePaise: 10_169_49,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_830_51,
    });
  });

  it("rounds each tax to the paisa, half up, and the parts still add up to the payment", () => {
    // ₹1: 100 × 100/118 = 84.75 → 85; 9 % is 7.65 → 8 each; the taxable value is 100 − 16 = 84.
    expect(splitPayment(100, true)).toEqual({ taxablePaise: 84, cgstPaise: 8, sgstPaise: 8, igstPaise: 0 });
    // 18 % of 85 is 15.3 → 15; 100 − 15 = 85.
    expect(splitPayment(100, false)).toEqual({ taxablePaise: 85, cgstPaise: 0, sgstPaise: 0, igstPaise: 15 });
    // 9 % of 50 paise is 4.5: the half paisa rounds up
    expect(taxOnTop(50, true)).toBe(10);
    for (const paid of [1, 7, 99, 1_234_567, 36_000_00])
      for (const within of [true, false]) {
        const split = splitPayment(paid, within);
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(paid);
      }
  });

  it("puts GST on top of fees that exclude it, and a payment of the whole due splits back to the plan's amount", () => {
    // ₹10,000 within the state: 900 + 900 on top; ₹12,345.67: 9 % is 1,111.1103 → 1,111.11 each.
    expect(taxOnTop(10_000_00, true)).toBe(1_800_00);
    expect(taxOnTop(12_345_67, true)).toBe(2_222_22);
    expect(splitPayment(14_567_89, true).taxablePaise).toBe(12_345_67);
    // Every amount up to ₹20,000, both ways: the whole due always splits back exactly.
    for (let amount = 1; amount <= 20_000_00; amount++)
      for (const within of [true, false])
        if (splitPayment(amount + taxOnTop(amount, within), within).taxablePaise !== amount)
          throw new Error(`${amount} paise ${within ? "within" : "across"} states does not split back`);
  });
});

let batchId = 0;
let count = 0;
async function studentOnPlan(amount: string, { excludeGst = false } = {}) {
  const student = await db.user.create({
    data: {
      email: `gst-${++count}@unit.test`,
      firstName: "Gst",
      lastName: `Student ${count}`,
      role: "student",
      batchId,
    },
  });
  const { plan } = await createPlan(
    teacher,
    feePlanSchema.parse({
      name: `Invoiced plan ${count}`,
      batch_id: batchId,
      total: amount,
      instalments: [{ amount, due_on: "2031-06-01" }],
    }),
  );
  const full = await db.feePlan.findUniqueOrThrow({ where: { id: plan.id }, include: { instalments: true } });
  const taxOf = excludeGst ? (paise: number) => taxOnTop(paise, true) : undefined;
  await db.feeAccount.create({ data: newAccount(full, student.id, { taxOf }) });
  return { ...student, role: "student" as const };
}

const cash = (studentId: number, amount: number, paid_on: string) => ({
  student_id: studentId,
  amount,
  paid_on,
  mode: "cash" as const,
  reference: "",
  note: "",
});

const invoiceOf = async (paymentId: number) => (await getReceipt(teacher, paymentId)).taxInvoice;

// Payments dated in 2031: no other test file records one there, so the series start at 0001.
describe("tax invoices and credit notes", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    batchId = (await db.batch.create({ data: { name: "Unit batch of invoices" } })).id;
    // The site's settings as configured (readSettings makes the row from the configuration), with an address.
    await readSettings();
    await db.siteSettings.update({ where: { id: 1 }, data: { address: "12 MG Road, Pune" } });
    await saveGstSettings(teacher, { registered: true, gstin: MAHARASHTRA, state: "27", fees_include_gst: true });
  });
  afterAll(async () => {
    await saveGstSettings(teacher, { registered: false, gstin: "", state: "", fees_include_gst: true });
    await db.siteSettings.update({ where: { id: 1 }, data: { address: "" } });
  });

  it("issues a tax invoice cum receipt in the payment's transaction, numbered in its own series per financial year", async () => {
    const student = await studentOnPlan("36000");
    const march = await recordPayment(teacher, cash(student.id, 12_000_00, "2031-03-31"));
    const april = await recordPayment(teacher, cash(student.id, 12_000_00, "2031-04-01"));
    const may = await recordPayment(teacher, cash(student.id, 100, "2031-05-10"));
    expect((await invoiceOf(march.payment.id))?.number).toBe("INV/2030-31/0001");
    expect((await invoiceOf(april.payment.id))?.number).toBe("INV/2031-32/0001");
    expect((await invoiceOf(may.payment.id))?.number).toBe("INV/2031-32/0002");
    expect(await invoiceOf(april.payment.id)).toMatchObject({
      kind: "invoice",
      issuedOn: "2031-04-01",
      supplierName: "Vidya Coaching",
      supplierAddress: "12 MG Road, Pune",
      supplierGstin: MAHARASHTRA,
      supplierState: "27",
      recipientName: `Gst Student ${count}`,
      recipientGstin: "",
      placeOfSupply: "27",
      sac: "999293",
      taxablePaise: 10_169_50,
      cgstPaise: 915_25,
      sgstPaise: 915_25,
      igstPaise: 0,
      totalPaise: 12_000_00,
    });
  });

  it("charges IGST when the student is in another state, with their GSTIN as recipient", async () => {
    const student = await studentOnPlan("12000");
    await saveStudentTax(teacher, student.id, studentTaxSchema.parse({ gstin: KARNATAKA }));
    const paid = await recordPayment(teacher, cash(student.id, 12_000_00, "2031-05-11"));
    expect(await invoiceOf(paid.payment.id)).toMatchObject({
      recipientGstin: KARNATAKA,
      recipientState: "29",
      placeOfSupply: "29",
      taxablePaise: 10_169_49,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_830_51,
    });
  });

  it("splits a whole due of fees that exclude GST back to the plan's amount", async () => {
    const student = await studentOnPlan("12345.67", { excludeGst: true });
    const due = await db.feeDue.findFirstOrThrow({ where: { account: { studentId: student.id } } });
    expect([due.amountPaise, due.taxPaise]).toEqual([14_567_89, 2_222_22]);
    // The fee pages say the due as the plan's amount and the GST on top
    const { account } = await studentFees(teacher, student.id);
    expect(account && accountForScreen(account, "en").instalments[0]).toMatchObject({
      amount: "₹14,567.89",
      tax: { base: "₹12,345.67", gst: "₹2,222.22" },
    });
    const paid = await recordPayment(teacher, cash(student.id, 14_567_89, "2031-05-12"));
    expect(paid.payment.balanceAfterPaise).toBe(0);
    expect(await invoiceOf(paid.payment.id)).toMatchObject({
      taxablePaise: 12_345_67,
      cgstPaise: 1_111_11,
      sgstPaise: 1_111_11,
    });
  });

  it("puts the tax on the dues only when the fees exclude GST", async () => {
    const student = await studentOnPlan("100");
    const included = await db.$transaction((tx) => duesTaxIn(tx, student.id));
    expect(included(10_000_00)).toBe(0);
    await saveGstSettings(teacher, { ...(await readGstSettings()), fees_include_gst: false });
    try {
      const excluded = await db.$transaction((tx) => duesTaxIn(tx, student.id));
      expect(excluded(10_000_00)).toBe(1_800_00);
    } finally {
      await saveGstSettings(teacher, { ...(await readGstSettings()), fees_include_gst: true });
    }
  });

  it("reverses an invoiced payment with a credit note of the same figures, whatever the settings say now", async () => {
    const student = await studentOnPlan("12000");
    const paid = await recordPayment(teacher, cash(student.id, 12_000_00, "2031-05-20"));
    await saveGstSettings(teacher, { ...(await readGstSettings()), gstin: "27AAECV1234M1Z6" });
    setClock(new Date("2031-06-02T06:00:00Z"));
    try {
      await reversePayment(teacher, paid.payment.id, { reason: "Cheque bounced" });
    } finally {
      setClock(new Date());
      await saveGstSettings(teacher, { ...(await readGstSettings()), gstin: MAHARASHTRA });
    }
    const receipt = await getReceipt(teacher, paid.payment.id);
    expect(receipt.creditNote).toMatchObject({
      kind: "credit",
      number: "CN/2031-32/0001",
      issuedOn: "2031-06-02",
      supplierGstin: MAHARASHTRA,
      taxablePaise: 10_169_50,
      cgstPaise: 915_25,
      sgstPaise: 915_25,
      totalPaise: 12_000_00,
    });
    expect(receipt.taxInvoice?.number).toBe("INV/2031-32/0005");
  });

  it("issues nothing of GST while the institute is not registered", async () => {
    const student = await studentOnPlan("500");
    await saveGstSettings(teacher, { ...(await readGstSettings()), registered: false });
    try {
      const paid = await recordPayment(teacher, cash(student.id, 500_00, "2031-05-21"));
      expect(await invoiceOf(paid.payment.id)).toBeNull();
    } finally {
      await saveGstSettings(teacher, { ...(await readGstSettings()), registered: true });
    }
  });

  it("writes the accountant's month: each document, credit notes subtracted, and the totals", async () => {
    const csv = await monthCsv(teacher, "2031-05");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "date,document,number,refers_to,student,student_gstin,place_of_supply,taxable_value,cgst,sgst,igst,total",
    );
    // Four invoices in May: ₹1 (84 + 8 + 8), ₹12,000 to Karnataka, ₹14,567.89 and ₹12,000 within the state.
    expect(lines.slice(1, 5).map((line) => line.split(",").slice(2, 3)[0])).toEqual([
      "INV/2031-32/0002",
      "INV/2031-32/0003",
      "INV/2031-32/0004",
      "INV/2031-32/0005",
    ]);
    expect(lines[2]).toContain(",29,10169.49,0.00,0.00,1830.51,12000.00");
    // Taxable 0.84 + 10,169.49 + 12,345.67 + 10,169.50 = 32,685.50; CGST 0.08 + 0 + 1,111.11 + 915.25 = 2,026.44;
    // the total 1.00 + 12,000 + 14,567.89 + 12,000 = 38,568.89, the sum of the parts.
    expect(lines.at(-1)).toBe(",total,4,,,,,32685.50,2026.44,2026.44,1830.51,38568.89");
    // June holds the credit note, subtracted, and refers to its invoice
    const june = (await monthCsv(teacher, "2031-06")).trim().split(/\r?\n/);
    expect(june[1]).toContain("2031-06-02,credit note,CN/2031-32/0001,INV/2031-32/0005,");
    expect(june[1]).toContain(",27,-10169.50,-915.25,-915.25,0.00,-12000.00");
    expect(june.at(-1)).toBe(",total,1,,,,,-10169.50,-915.25,-915.25,0.00,-12000.00");
  });
  it("writes a plain receipt as an A5 PDF: amount in figures and words, instalments, balance after", async () => {
    const student = await studentOnPlan("15000");
    await saveGstSettings(teacher, { ...(await readGstSettings()), registered: false });
    let paid: Awaited<ReturnType<typeof recordPayment>>;
    try {
      paid = await recordPayment(teacher, cash(student.id, 5_000_50, "2031-05-22"));
    } finally {
      await saveGstSettings(teacher, { ...(await readGstSettings()), registered: true });
    }
    const bytes = await receiptPdf(await getReceipt(teacher, paid.payment.id), "en");
    const info = pdfInfo(bytes);
    expect([info.pages, Math.round(info.width), Math.round(info.height)]).toEqual([1, 420, 595]);
    const text = pdfText(bytes);
    expect(text).toContain("Fee receipt");
    expect(text).toContain("₹5,000.50");
    expect(text).toContain("Rupees Five Thousand and Fifty Paise Only");
    expect(text).toContain("Instalment 1 of 1");
    expect(text).toContain("₹9,999.50");
    expect(text).not.toMatch(/GST|Tax invoice/);
  });

  it("writes a tax invoice PDF with its figures, and its credit note on a second page, in English and in Hindi", async () => {
    const student = await studentOnPlan("12000");
    await saveStudentTax(teacher, student.id, studentTaxSchema.parse({ gstin: KARNATAKA }));
    const paid = await recordPayment(teacher, cash(student.id, 12_000_00, "2031-05-23"));
    const english = pdfText(await receiptPdf(await getReceipt(teacher, paid.payment.id), "en"));
    for (const words of [
      "Tax invoice cum receipt",
      "INV/2031-32/0006",
      MAHARASHTRA,
      KARNATAKA,
      "Place of supply Karnataka (29)",
      "999293",
      "Taxable value ₹10,169.49",
      "IGST at 18 % ₹1,830.51",
      "Total ₹12,000.00",
      "Rupees Twelve Thousand Only",
      "Balance after this payment ₹0.00",
    ])
      expect(english).toContain(words);
    await reversePayment(teacher, paid.payment.id, { reason: "Paid twice" });
    const receipt = await getReceipt(teacher, paid.payment.id);
    const bytes = await receiptPdf(receipt, "hi");
    expect(pdfInfo(bytes).pages).toBe(2);
    const hindi = pdfText(bytes);
    // Each Hindi label reads back as typed, its value after it (on a line of its own: the script changes)
    for (const words of [
      "कर बीजक सह रसीद",
      "क्रेडिट नोट",
      "आपूर्ति का स्थान\nकर्नाटक (29)",
      "कर योग्य मूल्य\n₹10,169.49",
      "आईजीएसटी 18 %\n₹1,830.51",
      "बारह हज़ार रुपये मात्र",
      "कर बीजक के सामने\nINV/2031-32/0006",
    ])
      expect(hindi).toContain(words);
    // Pages to look at: printed so the run's log names them
    console.log(
      "tax invoice pages:",
      pdfPagePng(await receiptPdf(receipt, "en"), 1, 110),
      pdfPagePng(bytes, 1, 110),
      pdfPagePng(bytes, 2, 110),
    );
  });
  it("makes a month's receipts into one PDF as a document run, each receipt from a page of its own", async () => {
    const runId = await startDocumentRun(teacher, {
      kind: "receipts-month",
      params: { month: "2031-05", monthName: "May 2031" },
      language: "en",
    });
    for (let tries = 0; (await documentRun(teacher, runId)).state !== "ready" && tries < 200; tries++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const run = await documentRun(teacher, runId);
    expect([run.title, run.total]).toEqual(["Receipts of May 2031", 7]);
    const file = await openDocumentFile(teacher, runId);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    // May's seven payments: five tax invoices and two plain receipts; two invoices were reversed, and each of
    // their credit notes takes a page more, as in the receipt's own PDF.
    expect(pdfInfo(bytes).pages).toBe(9);
    const text = pdfText(bytes);
    expect(text.match(/Tax invoice cum receipt/g)).toHaveLength(5);
    expect(text.match(/Credit note\n/g)).toHaveLength(2);
    expect(text.match(/Fee receipt/g)).toHaveLength(2);
  });

  it("keeps a student with tax invoices from being deleted, since the invoices must be kept", async () => {
    const student = await studentOnPlan("12000");
    await recordPayment(teacher, cash(student.id, 1_000_00, "2032-06-01"));
    await expect(deleteStudent(teacher, student.id, student.email)).rejects.toThrow(KEEPS_TAX_DOCUMENTS);
    expect(await db.user.findUnique({ where: { id: student.id } })).not.toBeNull();
  });
});
