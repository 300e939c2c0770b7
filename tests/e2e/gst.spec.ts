import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { pdfInfo, pdfText } from "../support/pdf";
import { signInAsTeacher } from "../support/people";

// GST on a phone with JavaScript off: the owner sets the GSTIN (a mistyped one refused, what was typed kept),
// records a payment, opens its tax invoice cum receipt and downloads it as a PDF.

test.use({ viewport: { width: 360, height: 800 } });

/** The demo's GSTIN (app/domain/demo/gst.server.ts): the test saves it again, so other tests see no change. */
const GSTIN = "27AAECV1234M1Z6";

test("the owner sets GST, records a payment and downloads its tax invoice as a PDF", async ({ page }) => {
  test.setTimeout(60_000);
  const { teacher, batchId, students } = await batchWithStudents(page.request, "GST", ["Neha"]);
  const [neha] = students;
  const plan = await page.request.post("/api/v1/teacher/fees/plans", {
    headers: teacher,
    data: {
      name: "Term",
      batch_id: batchId,
      total: "11,800",
      instalments: [{ amount: "11800", due_on: "2030-01-10" }],
    },
  });
  const planId = (await plan.json()).plan.id;
  await page.request.post("/api/v1/teacher/fees/accounts", {
    headers: teacher,
    data: { student_id: neha.id, plan_id: planId },
  });
  await signInAsTeacher(page);

  await test.step("a mistyped GSTIN is refused at its field, with everything typed kept", async () => {
    await page.goto("/teacher/site");
    await page.getByRole("link", { name: "Edit GST details" }).click();
    await page.getByLabel("GST-registered").check();
    await page.getByLabel("GSTIN").fill("27AAECV1234M1Z7");
    await page.getByLabel("The institute's state").selectOption({ label: "Maharashtra (27)" });
    await page.getByLabel("Fees include GST").check();
    await page.getByRole("button", { name: "Save GST details" }).click();
    await expect(page.getByText("That GSTIN has a mistyped character: check it again")).toBeVisible();
    await expect(page.getByLabel("GSTIN")).toHaveValue("27AAECV1234M1Z7");
    await expect(page.getByLabel("The institute's state")).toHaveValue("27");
    await expect(page.getByLabel("GST-registered")).toBeChecked();
    await page.getByLabel("GSTIN").fill(GSTIN);
    await page.getByRole("button", { name: "Save GST details" }).click();
    await expect(page.getByRole("status")).toContainText("GST details saved");
    await expect(page.getByText(`GST-registered: GSTIN ${GSTIN}, Maharashtra; fees include GST.`)).toBeVisible();
  });

  await test.step("a payment is a tax invoice cum receipt, on its page and as a PDF", async () => {
    await page.goto(`/teacher/students/${neha.id}`);
    await page.getByRole("link", { name: "Record payment" }).click();
    await page.getByLabel("Amount (₹)").fill("11,800");
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByRole("status")).toContainText("Payment recorded");
    await page
      .getByRole("region", { name: "Fees" })
      .getByRole("link", { name: /^\d{4}-\d{2}\/\d{4}$/ })
      .click();
    const invoice = page.getByRole("region", { name: "Tax invoice cum receipt" });
    // ₹11,800 within Maharashtra: ₹10,000 taxable, ₹900 CGST and ₹900 SGST
    await expect(invoice.getByRole("row", { name: "Taxable value ₹10,000.00" })).toBeVisible();
    await expect(invoice.getByRole("row", { name: "CGST at 9 % ₹900.00" })).toBeVisible();
    await expect(invoice.getByRole("row", { name: "SGST at 9 % ₹900.00" })).toBeVisible();
    await expect(invoice.getByRole("row", { name: `Supplier's GSTIN ${GSTIN}` })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{2}-\d{4}\.pdf$/);
    const bytes = readFileSync(await download.path());
    const info = pdfInfo(bytes);
    expect([info.pages, Math.round(info.width), Math.round(info.height)]).toEqual([1, 420, 595]);
    const text = pdfText(bytes);
    expect(text).toContain("Tax invoice cum receipt");
    expect(text).toContain("CGST at 9 % ₹900.00");
    expect(text).toContain("Rupees Eleven Thousand Eight Hundred Only");
    expect(text).toContain("Neha Test");
  });
});
