import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { signInAsTeacher } from "../support/people";

test("the Tests page adds a test; 'Enter marks' opens the sheet, a letter O is named, then 'Edit marks'; one date format", async ({
  page,
  request,
}) => {
  const { batchId, subjectId, students } = await batchWithStudents(request, "Chemistry", ["Ravi", "Sita"]);
  await signInAsTeacher(page);
  const testsPage = `/teacher/test/${batchId}/${subjectId}`;
  await page.goto(testsPage);
  await expect(page.getByText("No tests yet.")).toBeVisible();

  await test.step("'Add test' on the Tests page itself", async () => {
    await page.getByRole("link", { name: "Add test", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add Test" });
    await dialog.getByLabel("Test name").fill("Titration quiz");
    await dialog.getByLabel("Date").fill("2026-11-20");
    await dialog.getByRole("button", { name: "Add Test" }).click();
    await expect(page.getByRole("status")).toContainText("Test created");
    await expect(page).toHaveURL(new RegExp(`${testsPage}$`));
    await expect(page.getByRole("link", { name: "Students: Titration quiz" })).toHaveCount(0);
  });

  await test.step("'Enter marks' opens the empty sheet; '7O' is named as a letter O, and kept", async () => {
    await page.getByRole("link", { name: "Enter marks: Titration quiz" }).click();
    await page.getByLabel(`Marks for ${students[0].name}`).fill("7O");
    await page.getByLabel(`Marks for ${students[1].name}`).fill("8");
    await page.getByRole("button", { name: "Save Results" }).click();
    await expect(page.getByRole("navigation", { name: "Rows to fix" }).getByRole("link")).toHaveText([
      `Roll 1, ${students[0].name}: 7O is not a number (a letter O?)`,
    ]);
    await expect(page.getByLabel(`Marks for ${students[0].name}`)).toHaveValue("7O");
  });

  await test.step("saved, the test card offers 'Edit marks'", async () => {
    await page.getByLabel(`Marks for ${students[0].name}`).fill("70");
    await page.getByRole("button", { name: "Save Results" }).click();
    await expect(page.getByRole("status")).toContainText("Results saved for 2 students");
    await page.goto(testsPage);
    await expect(page.getByRole("link", { name: "Enter marks: Titration quiz" })).toHaveCount(0);
    await page.getByRole("link", { name: "Edit marks: Titration quiz" }).click();
    await expect(page.getByRole("row", { name: new RegExp(students[0].email) })).toContainText("70 / 100");
  });

  await test.step("the student's page writes the test's date as every other page does", async () => {
    await expect(page.getByText("20 Nov 2026")).toBeVisible();
    await page.goto(`/teacher/students/${students[0].id}`);
    const row = page.getByRole("row", { name: /Titration quiz/ });
    await expect(row).toContainText("20 Nov 2026");
    await expect(row).not.toContainText("2026-11-20");
  });
});
