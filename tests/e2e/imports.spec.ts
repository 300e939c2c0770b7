import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { addGuardianTo, parentLinkFor, uniqueMobile } from "../support/families";
import { signInAsTeacher, uniqueName } from "../support/people";
import { csvText, workbookBytes } from "../support/spreadsheets";

// Issue 38, moving in from spreadsheets: with JavaScript off every screen (upload, mapping, preview with a problem,
// the fixed file, the import), with it on the same journey with an Excel workbook; the Hindi words; the export.

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FILE_LABEL = "Spreadsheet (CSV or Excel .xlsx)";

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("students move in from a spreadsheet: upload, map, a problem at its cell, the fixed file, imported", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const batch = uniqueName("Moved in");
  const tag = batch.replace(/\W+/g, "").toLowerCase();
  // Students are matched by mobile too: each run's students have their own.
  const [mobile, fixedMobile] = [uniqueMobile(), uniqueMobile()];
  // A heading of this run's own, so that no mapping another run chose for the same headings is remembered here.
  const rows = (secondMobile: string) => [
    ["Class", "Roll No", "Naam", "Email", "Mobile No", "Mother's name", "Mother's mobile", `Remarks ${tag}`],
    [batch, 1, "Ishaan Mehta", `ishaan.${tag}@e2e-import.test`, mobile, "Pooja Mehta", "+91-98765-54321", ""],
    [batch, 2, "Tara Mehta", `tara.${tag}@e2e-import.test`, secondMobile, "Pooja Mehta", "98765 54321", "new"],
  ];
  // With JavaScript on, the teacher's file is an Excel workbook; without, a CSV.
  const file = async (secondMobile: string) =>
    javaScriptEnabled
      ? { name: "students.xlsx", mimeType: XLSX, buffer: await workbookBytes({ Sheet1: rows(secondMobile) }) }
      : { name: "students.csv", mimeType: "text/csv", buffer: Buffer.from(csvText(rows(secondMobile))) };
  await signInAsTeacher(page);
  await page.goto("/teacher/students");

  await test.step("upload: what the file holds and the file", async () => {
    await page.getByRole("link", { name: "Import" }).click();
    await expect(page.getByRole("heading", { name: "Import" })).toBeVisible();
    await page.getByLabel("Students with their guardians").check();
    await page.getByLabel(FILE_LABEL).setInputFiles(await file("12345"));
    await page.getByRole("button", { name: "Upload" }).click();
  });

  await test.step("the columns matched by name; the one that is not, chosen by hand", async () => {
    await expect(page.getByRole("heading", { name: "Match the columns" })).toBeVisible();
    await expect(page.getByLabel("Mobile No")).toHaveValue("mobile");
    await expect(page.getByText("Choose a column for: Name")).toBeVisible();
    await page.getByLabel("Naam").selectOption({ label: "Name" });
    await page.getByRole("button", { name: "Check the rows" }).click();
  });

  await test.step("the preview names the problem at its cell and offers no import", async () => {
    const cell = page.getByRole("cell", { name: "12345 Not a mobile number: 10 digits, e.g. 98765 43210" });
    await expect(cell).toBeVisible();
    await expect(page.getByText("2 rows: 2 to add, 0 already here; problems: 1")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);
    if (javaScriptEnabled) await expectNoViolations(page);
  });

  await test.step("the fixed file keeps the mapping chosen, and imports", async () => {
    await page.getByLabel(FILE_LABEL).setInputFiles(await file(fixedMobile));
    await page.getByRole("button", { name: "Upload the fixed file" }).click();
    await expect(page.getByLabel("Naam")).toHaveValue("name");
    await expect(page.getByText("2 rows: 2 to add, 0 already here; problems: 0")).toBeVisible();
    await page.getByRole("button", { name: "Import 2 rows" }).click();
    await expect(page.getByText("Imported: 2 rows added, 0 already here")).toBeVisible();
    await expect(page).toHaveURL(/\/teacher\/students$/);
  });

  await test.step("the students are listed with their guardian", async () => {
    await page.getByLabel("Search by name or email").fill(`${tag}@e2e-import.test`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("link", { name: "Ishaan Mehta" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tara Mehta" })).toBeVisible();
    await expect(page.getByText("Pooja Mehta, +919876554321").first()).toBeVisible();
  });
});

test("a fee plan with what a student paid before: the fee book's 'Paid before', no receipt; the family page says it too", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "the same server-made page with JavaScript on");
  const { students, teacher } = await batchWithStudents(page.request, "Paid before", ["Anu"]);
  const [anu] = students;
  const mother = await addGuardianTo(page.request, teacher, anu.id, {
    name: "Kavita Sharma",
    relation: "mother",
    mobile: uniqueMobile(),
  });
  await signInAsTeacher(page);
  await page.goto("/teacher/students/import?kind=fees");
  await expect(page.getByLabel("Fee plans with what each student has already paid")).toBeChecked();
  const fees = csvText([
    ["Email", "Plan", "Total", "Instalments", "Amount paid"],
    [anu.email, "Year fee", "₹12,000", "6,000 by 01/04/2026; 6,000 by 01/04/2099", "7,500"],
  ]);
  await page
    .getByLabel(FILE_LABEL)
    .setInputFiles({ name: "fees.csv", mimeType: "text/csv", buffer: Buffer.from(fees) });
  await page.getByRole("button", { name: "Upload" }).click();
  await page.getByRole("button", { name: "Import 1 row" }).click();
  await expect(page.getByText("Imported: 1 row added, 0 already here")).toBeVisible();
  await page.goto(`/teacher/students/${anu.id}`);
  const book = page.getByRole("region", { name: "Fees" });
  await expect(book.getByRole("row", { name: /^Paid before ₹7,500\.00/ })).toBeVisible();
  await expect(book.getByRole("link", { name: /\d{4}-\d{2}\/\d{4}/ })).toHaveCount(0);
  await expect(book.getByText("₹4,500.00").first()).toBeVisible();

  // The parent's page: what was paid before, beside the balance it explains.
  await page.goto(await parentLinkFor(page.request, teacher, anu.id, mother.id));
  const family = page.getByRole("region", { name: "Fees" });
  await expect(family.getByRole("definition").filter({ hasText: "₹7,500.00" })).toBeVisible();
  await expect(family.getByText("Paid before")).toBeVisible();
  await expect(family.getByText("No payments yet.")).toBeVisible();
});

test("'Export everything' gives one workbook of every kind of record", { tag: "@server-only" }, async ({ page }) => {
  await signInAsTeacher(page);
  await page.goto("/teacher/students");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export everything" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^institute-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
    "students",
    "guardians",
    "plans",
    "payments",
    "marks",
    "attendance",
    "enquiries",
  ]);
  expect(workbook.getWorksheet("students")?.rowCount).toBeGreaterThan(1);
});

test("the import screens in Hindi", async ({ page, baseURL, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the words are the same with JavaScript on");
  await signInAsTeacher(page);
  await page.context().addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await page.goto("/teacher/students");
  await expect(page.getByRole("link", { name: "सब कुछ एक्सपोर्ट करें" })).toBeVisible();
  await page.getByRole("link", { name: "इम्पोर्ट" }).click();
  await expect(page.getByRole("heading", { name: "इम्पोर्ट" })).toBeVisible();
  await page.getByLabel("पिछले अंक").check();
  const marks = csvText([
    ["Email", "Subject", "Test", "Date", "Marks"],
    ["nobody@e2e-import.test", "Maths", "Old test", "31/02/2026", "forty"],
  ]);
  await page.getByLabel("स्प्रेडशीट (CSV या Excel .xlsx)").setInputFiles({
    name: "marks.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(marks),
  });
  await page.getByRole("button", { name: "अपलोड करें" }).click();
  await expect(page.getByRole("heading", { name: "कॉलम मिलाएँ" })).toBeVisible();
  await expect(page.getByText("इस ईमेल, मोबाइल नंबर या रोल नंबर का कोई छात्र नहीं है")).toBeVisible();
  await expect(page.getByText("यह तारीख़ नहीं है: 27/11/2026 जैसे लिखें")).toBeVisible();
  await expect(page.getByText("अंक एक संख्या हों, या absent")).toBeVisible();
});
