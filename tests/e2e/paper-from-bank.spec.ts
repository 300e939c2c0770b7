import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { instituteTime } from "../support/online-test";
import { signInAsStudent, signInAsTeacher } from "../support/people";

/**
 * A paper of three sections drawn from the demo's question bank, each section on its own clock, taken at 360 px:
 * the formulas are MathML in the page, the palette tells what was not visited, a finished section refuses answers
 * sent to it afterwards, and the published review shows each worked solution.
 */
test("a three-section paper from the bank, taken section by section, reviewed with its solutions", async ({
  page,
  request,
  browser,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "the journey of a phone without JavaScript; the attempt's script has its own tests");
  test.setTimeout(120_000);
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Board mocks", ["Meher"]);
  const [meher] = students;
  await request.post("/api/v1/teacher/admit_students", { headers: teacher, data: { ids: [meher.id], subjectId } });
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Sectioned board mock", batch_id: batchId, subject_id: subjectId, date: "2026-11-28" },
  });
  const testId = (await created.json()).test.id as number;

  await test.step("the teacher draws the paper from the bank: a section without chapters is refused, as typed", async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAsTeacher(page);
    await page.goto(`/teacher/test/${batchId}/${subjectId}/tests/${testId}/paper`);
    await page.getByRole("link", { name: "New paper from the bank" }).click();
    await expect(page.getByRole("heading", { name: "New paper from the bank" })).toBeVisible();
    const section = (n: number) => page.getByRole("group", { name: `Section ${n}`, exact: true });
    // A chapter of the demo's bank, in its subject's list (other tests may add chapters of the same name).
    const chapter = (n: number, subject: string, name: string) =>
      section(n)
        .getByRole("group", { name: `Chapters of ${subject}` })
        .getByRole("checkbox", { name: new RegExp(`^${name}:`) });
    // The bank's subjects fill the sections' names; the teacher writes their own.
    await expect(section(1).getByLabel("Section name (empty: no section)")).not.toHaveValue("");
    for (const [n, name] of ["Chemistry", "Mathematics", "Physics"].entries())
      await section(n + 1)
        .getByLabel("Section name (empty: no section)")
        .fill(name);
    for (const n of [1, 2, 3]) {
      await section(n).getByLabel("Easy questions").fill("1");
      await section(n).getByLabel("Medium questions").fill("1");
      await section(n).getByLabel("Minutes for this section (a clock each)").fill("20");
    }
    await chapter(1, "Chemistry", "Chemical reactions").check();
    await chapter(3, "Physics", "Light").check();
    await page.getByLabel("Seed (leave empty for a new draw)").fill("board-1");
    await page.getByRole("button", { name: "Draw the paper" }).click();
    await expect(section(2).getByText("Choose its chapters")).toBeVisible();
    await expect(chapter(3, "Physics", "Light")).toBeChecked();
    await expect(page.getByLabel("Seed (leave empty for a new draw)")).toHaveValue("board-1");
    await chapter(2, "Mathematics", "Trigonometry").check();
    await page.getByRole("button", { name: "Draw the paper" }).click();
    await expect(page.getByText("6 questions drawn from the bank, 24 marks in all (seed board-1)")).toBeVisible();
    await expect(page.getByText("Chemistry: 20 minutes · Mathematics: 20 minutes · Physics: 20 minutes")).toBeVisible();
    await expect(page.locator(".question math").first()).toBeAttached();
    // Open for two hours; each section's own minutes make the attempt's.
    await page.getByLabel("Opens at").fill(instituteTime(-5));
    await page.getByLabel("Closes at").fill(instituteTime(120));
    // Solutions with the published marks, without waiting for the window to close.
    await page.getByLabel("Show correct answers only after the window closes").uncheck();
    await page.getByRole("button", { name: "Save window" }).click();
    await expect(page.getByText("Test window saved")).toBeVisible();
  });

  await test.step("the student takes Chemistry, finishes it, and cannot send it again", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const phone = await context.newPage();
    await signInAsStudent(phone, meher.email, meher.password);
    await phone.goto(`/testDetails/${testId}`);
    await phone.getByRole("button", { name: "Start test" }).click();
    await expect(phone.getByRole("heading", { name: "Section: Chemistry" })).toBeVisible();
    await expect(phone.getByText(/^Chemistry closes in about 20 minutes/)).toBeVisible();
    // Formulas arrive as MathML, read by the phone without any script.
    await expect(phone.locator("fieldset.question math").first()).toBeAttached();
    // Within the student page budget (14 KB gzipped); `npm run bench:bank` weighs a page of ten such questions.
    const html = await (await phone.request.get(`/test/${testId}/attempt`)).text();
    expect(gzipSync(html).length).toBeLessThan(14 * 1024);
    await expect(phone.getByText("Question 3, not visited")).toBeAttached();
    await expect(phone.getByRole("link", { name: /Question 3/ })).toHaveCount(0);
    const first = phone.getByRole("group", { name: "Question 1", exact: true });
    // A number box, one correct option (a radio) or several (checkboxes): the seed decides which came first.
    const number = first.getByRole("textbox", { name: "Answer to question 1" });
    if (await number.count()) await number.fill("4");
    else await first.locator('input[name="answer_1"]').first().check();
    await phone.getByLabel("Mark question 2 for review").check();
    // A second tab still shows Chemistry when the first one finishes it.
    const secondTab = await context.newPage();
    await secondTab.goto(`/test/${testId}/attempt`);
    await phone.getByRole("button", { name: "Finish section" }).click();
    await expect(phone.getByRole("heading", { name: "Finish section" })).toBeVisible();
    await expect(phone.getByText("Once finished, this section cannot be opened again.")).toBeVisible();
    await phone.getByRole("button", { name: "Finish section" }).click();
    await expect(phone.getByText("The Mathematics section has started.")).toBeVisible();
    await expect(phone.getByRole("heading", { name: "Section: Mathematics" })).toBeVisible();
    await expect(phone.getByText("Question 2, marked for review")).toBeAttached();

    // The Chemistry page sent from the second tab is refused: its section has closed.
    await expect(secondTab.getByRole("heading", { name: "Section: Chemistry" })).toBeVisible();
    await secondTab.getByRole("button", { name: "Save answers" }).click();
    await expect(
      secondTab.getByText("The Chemistry section has closed: answers to it are no longer saved."),
    ).toBeVisible();
    await expect(secondTab.getByRole("heading", { name: "Section: Mathematics" })).toBeVisible();
    await secondTab.close();
    await phone.getByRole("button", { name: "Submit test" }).click();
    await phone.getByRole("button", { name: "Submit test" }).click();
    await expect(phone.getByText(/Test submitted/)).toBeVisible();
    await context.close();
  });

  await test.step("after publishing, the review shows each question's worked solution with its formulas", async () => {
    expect((await request.post(`/api/v1/test/publish/${testId}`, { headers: teacher })).status()).toBe(200);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const phone = await context.newPage();
    await signInAsStudent(phone, meher.email, meher.password);
    await phone.goto(`/testDetails/${testId}`);
    await expect(phone.getByText("Solution").first()).toBeVisible();
    await expect(phone.locator(".solution math").first()).toBeAttached();
    await context.close();
  });
});
