import { type Browser, expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { instituteTime } from "../support/online-test";
import { signInAsStudent, signInAsTeacher } from "../support/people";

/** 18 single-answer questions (B), one multiple-correct (AC) and one numerical (9.8 ± 0.1); 4 marks, -1 if wrong. */
const PAPER = [
  "text,option_a,option_b,option_c,option_d,answer,marks,negative_marks",
  ...Array.from(
    { length: 18 },
    (_, i) => `Question text ${i + 1},${i + 1} apple,${i + 1} ball,${i + 1} cat,${i + 1} dog,B,4,-1`,
  ),
  "Which are metals?,iron,neon,copper,argon,AC,4,-1",
  "g in m/s² to one decimal,,,,,9.8±0.1,4,-1",
].join("\n");

const question = (page: Page, n: number) => page.getByRole("group", { name: `Question ${n}`, exact: true });

async function studentPage(browser: Browser, javaScriptEnabled: boolean, email: string, password: string) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInAsStudent(page, email, password);
  return { context, page };
}

test("an online test: imported, opened, answered across two pages and two sign-ins, submitted, marked with negative marks, published", async ({
  page,
  request,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Physics", ["Ira", "Jai"]);
  const [ira] = students;
  await request.post("/api/v1/teacher/admit_students", {
    headers: teacher,
    data: { ids: students.map((s) => s.id), subjectId },
  });
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Weekly objective 1", batch_id: batchId, subject_id: subjectId, date: "2026-11-24" },
  });
  const testId = (await created.json()).test.id as number;

  await test.step("the teacher imports a 20-question paper and opens the window", async () => {
    await signInAsTeacher(page);
    await page.goto(`/teacher/test/${batchId}/${subjectId}`);
    await page.getByRole("link", { name: "Question paper Weekly objective 1" }).click();
    await expect(page.getByRole("heading", { name: "Question paper: Weekly objective 1" })).toBeVisible();
    // A bad line first: nothing is imported and the line is named.
    await page.getByLabel("Questions CSV").setInputFiles({
      name: "bad.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`${PAPER}\nNo answer here,a,b,c,d,,4,-1`),
    });
    await page.getByRole("button", { name: "Import questions" }).click();
    await expect(page.getByRole("list", { name: "Lines not imported" })).toContainText(
      "Line 22: Give the answer: a letter A–D, letters such as AC, or a number",
    );
    await page
      .getByLabel("Questions CSV")
      .setInputFiles({ name: "paper.csv", mimeType: "text/csv", buffer: Buffer.from(PAPER) });
    await page.getByRole("button", { name: "Import questions" }).click();
    await expect(page.getByText("20 questions saved, 80 marks in all")).toBeVisible();
    await page.getByLabel("Opens at").fill(instituteTime(-5));
    await page.getByLabel("Closes at").fill(instituteTime(120));
    await page.getByLabel("Duration (minutes)").fill("30");
    await page.getByRole("button", { name: "Save window" }).click();
    await expect(page.getByText("Test window saved")).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    // The download adds the optional section column to the imported header.
    expect(readFileSync(file, "utf8").split("\n")[0]).toBe(`${PAPER.split("\n")[0]},section`);
  });

  await test.step("the student answers page 1 and part of page 2 at 360 px, then closes the browser", async () => {
    const { context, page: phone } = await studentPage(browser, javaScriptEnabled, ira.email, ira.password);
    await phone.goto(`/testDetails/${testId}`);
    await phone.getByRole("button", { name: "Start test" }).click();
    await expect(phone.getByText("Page 1 of 2")).toBeVisible();
    // Minutes as the server wrote them, or (with JavaScript) its countdown from the same figure.
    await expect(phone.getByText(/Time left: (about (29|30) minutes|30:00|29:\d\d)/)).toBeVisible();
    for (let n = 1; n <= 8; n++) await question(phone, n).getByLabel(`${n} ball`).check();
    await question(phone, 9).getByLabel("9 cat").check(); // wrong: -1
    await phone.getByLabel("Mark question 10 for review").check();
    await phone.getByRole("button", { name: "Save and next" }).click();
    await expect(phone.getByText("Page 2 of 2")).toBeVisible();
    for (let n = 11; n <= 15; n++) await question(phone, n).getByLabel(`${n} ball`).check();
    await phone.getByRole("button", { name: "Save answers" }).click();
    await expect(phone.getByRole("link", { name: "Question 15, answered" })).toBeVisible();
    await expect(phone.getByRole("link", { name: "Question 10, marked for review" })).toBeVisible();
    await context.close();
  });

  await test.step("from a new sign-in the student continues where they were and submits", async () => {
    const { context, page: phone } = await studentPage(browser, javaScriptEnabled, ira.email, ira.password);
    await phone.goto(`/testDetails/${testId}`);
    await phone.getByRole("link", { name: "Continue test" }).click();
    await expect(phone.getByText("Page 2 of 2")).toBeVisible();
    await expect(question(phone, 11).getByLabel("11 ball")).toBeChecked();
    await question(phone, 16).getByLabel("16 dog").check(); // wrong: -1
    await question(phone, 19).getByLabel("iron").check();
    await question(phone, 19).getByLabel("copper").check();
    await phone.getByLabel("Answer to question 20").fill("9.75");
    await phone.getByRole("button", { name: "Submit test" }).click();
    await expect(phone.getByRole("heading", { name: "Submit test" })).toBeVisible();
    await expect(phone.getByText("3 of 20 questions are unanswered")).toBeVisible();
    await phone.getByRole("button", { name: "Submit test" }).click();
    await expect(phone.getByText("Test submitted.").first()).toBeVisible();
    await expect(phone.getByRole("button", { name: "Start test" })).toHaveCount(0);
    await context.close();
  });

  await test.step("the mark is a draft with negative marking: 15 right × 4 − 2 wrong = 58 of 80; published", async () => {
    await page.goto(`/teacher/test/${batchId}/${subjectId}?test=${testId}`);
    await expect(page.getByRole("row", { name: new RegExp(ira.name) })).toContainText("58 / 80");
    await expect(page.getByText("Draft: students do not see these marks")).toBeVisible();
    await page.getByRole("button", { name: "Publish results" }).click();
    await expect(page.getByText("Published: students see these marks.")).toBeVisible();
  });

  await test.step("the student sees the marks, the rank and their answers against the correct ones", async () => {
    const { context, page: phone } = await studentPage(browser, javaScriptEnabled, ira.email, ira.password);
    await phone.goto(`/testDetails/${testId}`);
    await expect(phone.getByText("Marks Obtained").locator("..")).toContainText("58/80");
    await expect(phone.getByText("Your Rank").locator("..")).toContainText("#1");
    const answers = phone.getByRole("table").filter({ has: phone.getByRole("columnheader", { name: "Your answer" }) });
    // Each question with its text and its options' texts, the chosen one said in words.
    const row = (text: string) => answers.getByRole("row").filter({ hasText: text });
    await expect(row("Question text 9")).toContainText("9 cat — your answer");
    await expect(row("Question text 9")).toContainText("Wrong");
    await expect(row("Which are metals?")).toContainText("copper — your answer");
    await expect(row("Which are metals?")).toContainText("Correct");
    // The window is still open and the teacher kept the default: correct answers wait for it to close.
    await expect(phone.getByText("The correct answers show once the test's window closes.")).toBeVisible();
    await context.close();
  });
});
