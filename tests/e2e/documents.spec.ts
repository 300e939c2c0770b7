import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { pdfInfo, pdfText } from "../support/pdf";
import { signInAsTeacher } from "../support/people";

/**
 * A batch's papers in one PDF, as a teacher asks for them on a phone: 'Make PDF' on the batch's page opens the run's
 * page, which looks again by itself (a meta refresh without JavaScript, a revalidation with it) until the file is
 * ready; the run stays on 'Documents'.
 */
test("a batch's ID cards are made into one PDF while the page shows how far it is, then downloaded", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const names = ["Farah", "Gopal", "Harsh", "Ira", "Jai", "Kiran", "Lata", "Manav", "Neel", "Om", "Pia", "Ravi"];
  const setup = await batchWithStudents(request, "Biology", names);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsTeacher(page);
  await page.goto(`/teacher/course/${setup.batchId}`);

  await page.getByRole("radio", { name: "ID cards" }).check();
  await page.getByLabel("Language").selectOption("hi");
  await page.getByRole("button", { name: "Make PDF" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toContainText(setup.batchName);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click({ timeout: 30_000 });
  await expect(page.getByText(`Ready: ${names.length} in one PDF`)).toBeVisible();
  const bytes = await readFile(await (await download).path());
  expect(pdfInfo(bytes)).toMatchObject({ pages: 2, width: 595.28, height: 841.89 });
  const text = pdfText(bytes).replace(/\s+/g, " ");
  for (const name of names) expect(text).toContain(`${name} Test`);
  expect(text).toContain("पहचान पत्र");

  await page.getByRole("link", { name: "Documents" }).first().click();
  await expect(page.getByRole("heading", { name: "Documents" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(setup.batchName) }).first()).toBeVisible();
});
