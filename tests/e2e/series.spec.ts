import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { testWithMarks } from "../support/families";
import { signInAsTeacher, signInThroughForm, uniqueName } from "../support/people";

test.use({ viewport: { width: 360, height: 800 } });

test("a teacher makes a series of two tests and sees its standings; a student opens their standing", async ({
  page,
  browser,
  request,
}) => {
  const setup = await batchWithStudents(request, "Physics", ["Uma", "Vir"]);
  const [uma] = setup.students;
  // Uma 60 + 90 = 150, Vir 80 + 40 = 120.
  const mocks = [uniqueName("Mock A"), uniqueName("Mock B")];
  for (const [index, name] of mocks.entries()) {
    const id = await testWithMarks(request, setup, name, index === 0 ? [60, 80] : [90, 40]);
    await request.post(`/api/v1/test/publish/${id}`, { headers: setup.teacher, data: { tell_families: false } });
  }
  const series = uniqueName("NEET mock series");

  await test.step("the teacher makes the series and adds both tests", async () => {
    await signInAsTeacher(page);
    await page.goto("/teacher/series");
    await page.getByLabel("Series name").fill(series);
    await page.getByRole("button", { name: "Create series" }).click();
    await expect(page.getByRole("status")).toContainText("Test series created");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(series);
    // No test chosen: the form says so at the select, and nothing is added.
    await page.getByRole("button", { name: "Add to series" }).click();
    await expect(page.getByLabel("Test to add")).toHaveAccessibleDescription("Choose a test");
    await expect(page.getByText("No tests in this series yet.")).toBeVisible();
    for (const name of mocks) {
      await page
        .getByLabel("Test to add")
        .selectOption({ label: `${name} · ${setup.batchName} · Physics · 20 Nov 2026` });
      await page.getByRole("button", { name: "Add to series" }).click();
      await expect(page.getByRole("status")).toContainText("Test added to the series");
    }
  });

  await test.step("the standings rank Uma first, with each test's score", async () => {
    const rows = page.getByRole("table", { name: `Standings of ${setup.batchName}` }).getByRole("row");
    // Rank, cumulative score, percentile, rank and percentile in the series, then each test's score.
    await expect(rows.nth(1).getByRole("rowheader")).toHaveText("Uma Test");
    await expect(rows.nth(1).getByRole("cell")).toHaveText(["1", "150", "100", "1", "100", "60", "90"]);
    await expect(rows.nth(2).getByRole("rowheader")).toHaveText("Vir Test");
    await expect(rows.nth(2).getByRole("cell")).toHaveText(["2", "120", "50", "2", "50", "80", "40"]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  await test.step("the student follows the link from their tests to their standing", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const student = await context.newPage();
    await signInThroughForm(student, "student", uma.email, uma.password);
    await student.goto(`/tests/${setup.batchId}`);
    await student.getByRole("link", { name: `Your standing in ${series}` }).click();
    const standing = student.getByRole("region", { name: "Your standing" });
    await expect(standing).toContainText("150 of 200");
    await expect(standing).toContainText("Rank 1 of 2 · percentile 100");
    await expect(student.getByRole("row", { name: new RegExp(mocks[0]) })).toContainText("60 of 100");
    await expect(student.getByText("Vir")).toHaveCount(0);
    await context.close();
  });
});
