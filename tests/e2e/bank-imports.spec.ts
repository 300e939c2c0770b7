import { expect, test } from "@playwright/test";
import { docxBytes, omml, pngPicture } from "../support/docx";
import { signInAsTeacher, uniqueName } from "../support/people";
import { csvText } from "../support/spreadsheets";

// Issue 40: a teacher brings questions into the bank from a Word document and a CSV, with JavaScript off on a phone.

test.use({ viewport: { width: 360, height: 800 } });

const FILE_LABEL = "Questions (CSV or Word .docx)";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

test("questions from a Word document and a CSV: the preview's formulas and problems, then imported", async ({
  page,
}) => {
  const subject = uniqueName("Mathematics");
  const wordFile = await docxBytes(
    [
      [`Subject: ${subject}`],
      ["Chapter: Algebra"],
      ["Difficulty: easy"],
      ["Q1. What is ", { omml: omml.fraction(omml.run("1"), omml.run("2")) }, " of $x^2 = 16$'s root?"],
      [{ picture: "figure.png", alt: "a parabola" }],
      ["A) 2"],
      ["B) 4"],
      ["C) 8"],
      ["D) 16"],
      ["Answer: A"],
      ["Solution: half of $4$."],
      ["Q2. A question whose answer was forgotten"],
      ["A) 1"],
      ["B) 2"],
      ["C) 3"],
      ["D) 4"],
    ],
    { "figure.png": await pngPicture({ r: 40, g: 90, b: 160 }) },
  );
  await signInAsTeacher(page);

  await test.step("a file that is neither is refused with what to do; the Word document is uploaded", async () => {
    await page.goto("/teacher/bank/import");
    await expect(page.getByRole("heading", { name: "Import questions" })).toBeVisible();
    const pdf = { name: "paper.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n\0\0") };
    await page.getByLabel(FILE_LABEL).setInputFiles(pdf);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("This file is not a Word document (.docx) or a CSV")).toBeVisible();
    await page.getByLabel(FILE_LABEL).setInputFiles({ name: "algebra.docx", mimeType: DOCX, buffer: wordFile });
    await page.getByRole("button", { name: "Upload" }).click();
  });

  await test.step("the preview shows the formulas as MathML, the picture, and the problem of a question", async () => {
    const first = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Question 1" }) });
    await expect(first.locator("math").first()).toBeAttached();
    expect(await first.locator("math").count()).toBeGreaterThanOrEqual(3);
    await expect(first.getByText("Picture: a parabola")).toBeVisible();
    const second = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Question 2" }) });
    await expect(
      second.getByText("Answer: Give the answer: a letter A–D, letters such as AC, or a number"),
    ).toBeVisible();
    await expect(page.getByText("2 questions: 1 to add, 0 duplicates, 1 with a problem")).toBeVisible();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole("button", { name: "Import" }).first().click();
    await expect(page.getByText("Imported 1 question; 1 left out")).toBeVisible();
  });

  await test.step("a CSV: its question already in the bank is a duplicate, imported anyway", async () => {
    const csv = csvText([
      ["subject", "chapter", "difficulty", "text", "option_a", "option_b", "option_c", "option_d", "answer"],
      [subject, "Algebra", "medium", "What is $\\frac{1}{2}$ of $x^2 = 16$'s root?", "2", "4", "8", "16", "A"],
      [subject, "Algebra", "hard", "Roots of $x^2 - 5x + 6 = 0$: their sum?", "", "", "", "", "5"],
    ]);
    await page
      .getByLabel(FILE_LABEL)
      .setInputFiles({ name: "more.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("heading", { name: "Line 2" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Duplicate of question \d+ in the bank$/ })).toBeVisible();
    await page.getByLabel("Import anyway").check();
    await page.getByRole("button", { name: "Import" }).last().click();
    await expect(page.getByText("Imported 2 questions; 0 left out")).toBeVisible();
  });
});
