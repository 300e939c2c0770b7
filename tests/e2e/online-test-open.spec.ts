import { readFileSync } from "node:fs";
import { type Browser, expect, test } from "@playwright/test";
import { instituteTime, openOnlineTest } from "../support/online-test";
import { signInAsStudent, signInAsTeacher } from "../support/people";

// An online test open now is on the student's dashboard and test list with 'Start test'; one opening later says
// when. After publishing, the review shows each question and the texts of its options, the chosen and the correct
// one said in words. Without JavaScript, at 360 px, in English and Hindi.

const words = (language: "en" | "hi") => {
  const catalogue: Record<string, string> = JSON.parse(
    readFileSync(`app/locales/${language}/online-tests.json`, "utf8"),
  );
  return (key: string) => catalogue[key];
};

async function phoneOf(
  browser: Browser,
  baseURL: string,
  student: { email: string; password: string },
  hindi: boolean,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInAsStudent(page, student.email, student.password);
  if (hindi) await context.addCookies([{ name: "lang", value: "hi", url: baseURL }]);
  return { context, page };
}

const KEPT_ON_THE_SERVER =
  "Every page you save is kept on the server: if the connection drops, sign in again from any device and continue.";

const QUESTIONS = [
  {
    text: "Which gas do plants take in?",
    option_a: "oxygen",
    option_b: "carbon dioxide",
    option_c: "helium",
    option_d: "neon",
    answer: "B",
    marks: 4,
  },
  {
    text: "Which are metals?",
    option_a: "iron",
    option_b: "neon",
    option_c: "copper",
    option_d: "argon",
    answer: "AC",
    marks: 4,
  },
];

for (const language of ["en", "hi"] as const) {
  test(`(${language}) an open test is on the dashboard and the test list; one opening later says when`, async ({
    browser,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "checked without JavaScript");
    test.setTimeout(90_000);
    const t = words(language);
    const name = `Open now ${language}`;
    const { teacher, batchId, subjectId, students, testId } = await openOnlineTest(request, {
      name,
      questions: QUESTIONS,
      students: ["Nila"],
    });
    const later = await request.post("/api/v1/test/newTest", {
      headers: teacher,
      data: { test_name: `Later ${language}`, batch_id: batchId, subject_id: subjectId, date: "2026-11-24" },
    });
    const laterId = (await later.json()).test.id as number;
    await request.put(`/api/v1/online-tests/${laterId}/paper`, { headers: teacher, data: { questions: QUESTIONS } });
    await request.put(`/api/v1/online-tests/${laterId}/window`, {
      headers: teacher,
      data: { opens_at: instituteTime(24 * 60), closes_at: instituteTime(25 * 60), duration_minutes: 30 },
    });

    const { context, page } = await phoneOf(browser, baseURL as string, students[0], language === "hi");
    await page.goto("/dashboard");
    // The closing time, with its date when the window runs past midnight.
    const openNow = new RegExp(t("Open now until {{time}}").replace("{{time}}", "(?:.* )?\\d{1,2}:\\d{2}\\s[ap]m"));
    const onDashboard = page.getByRole("region", { name: t("Online tests") });
    await expect(onDashboard.getByRole("listitem").filter({ hasText: name })).toContainText(openNow);
    await expect(onDashboard.getByRole("listitem").filter({ hasText: `Later ${language}` })).toContainText(
      t("Opens {{time}}").replace("{{time}}", ""),
    );
    await page.screenshot({ path: `/work/shots/tests2/dashboard-open-test-${language}.png`, fullPage: true });

    await page.goto(`/tests/${batchId}`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toContainText(openNow);
    await expect(card.getByText("Results not published yet")).toHaveCount(0);
    await expect(card.getByText("परिणाम अभी प्रकाशित नहीं")).toHaveCount(0);
    await page.screenshot({ path: `/work/shots/tests2/tests-open-test-${language}.png`, fullPage: true });
    await card.getByRole("link", { name: t("Start test") }).click();
    await expect(page).toHaveURL(new RegExp(`/testDetails/${testId}`));
    await page.getByRole("button", { name: t("Start test") }).click();
    await expect(page.getByRole("group", { name: t("Question {{n}}").replace("{{n}}", "1") })).toBeVisible();
    // Every sentence in the reader's language, and a time with am/pm carries no "बजे" after it.
    await expect(page.getByText(t(KEPT_ON_THE_SERVER))).toBeVisible();
    await expect(page.locator("main")).not.toContainText("बजे");
    await page.screenshot({ path: `/work/shots/tests2/attempt-${language}.png`, fullPage: true });
    await context.close();
  });

  test(`(${language}) the review shows each question and its options' texts, the chosen and the correct said in words`, async ({
    browser,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "checked without JavaScript");
    test.setTimeout(90_000);
    const t = words(language);
    const { teacher, students, testId, take } = await openOnlineTest(request, {
      name: `Review ${language}`,
      questions: QUESTIONS,
      students: ["Odi"],
    });
    await take(students[0], { "1": "A", "2": "AC" });
    expect((await request.post(`/api/v1/test/publish/${testId}`, { headers: teacher })).status()).toBe(200);

    const { context, page } = await phoneOf(browser, baseURL as string, students[0], language === "hi");
    await page.goto(`/testDetails/${testId}`);
    const first = page.getByRole("row").filter({ hasText: "Which gas do plants take in?" });
    const option = (text: string) => first.getByRole("listitem").filter({ hasText: text });
    await expect(option("oxygen")).toContainText(`oxygen — ${t("your answer")}`);
    await expect(option("carbon dioxide")).toContainText(`carbon dioxide — ${t("correct answer")}`);
    await expect(option("helium")).not.toContainText("—");
    await expect(first).toContainText(t("Wrong"));
    const second = page.getByRole("row").filter({ hasText: "Which are metals?" });
    await expect(second.getByRole("listitem").filter({ hasText: "copper" })).toContainText(
      `copper — ${t("your answer")} — ${t("correct answer")}`,
    );
    await expect(second).toContainText(t("Correct"));
    await page.screenshot({ path: `/work/shots/tests2/review-${language}.png`, fullPage: true });
    await context.close();
  });
}

for (const language of ["en", "hi"] as const) {
  test(`(${language}) the teacher's question paper fits a phone, and the marks sheet offers 'Enter answers'`, async ({
    browser,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "checked without JavaScript");
    test.setTimeout(90_000);
    const t = words(language);
    const name = `Paper ${language}`;
    const { batchId, subjectId, students, testId, take } = await openOnlineTest(request, {
      name,
      questions: QUESTIONS,
      students: ["Pia"],
    });
    await take(students[0], { "1": "B" });
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await signInAsTeacher(page);
    if (language === "hi") await context.addCookies([{ name: "lang", value: "hi", url: baseURL as string }]);
    const base = `/teacher/test/${batchId}/${subjectId}`;
    await page.goto(`${base}/tests/${testId}/paper`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `/work/shots/tests2/question-paper-${language}.png`, fullPage: true });

    await page.goto(`${base}?test=${testId}`);
    await page.getByRole("link", { name: t("Enter answers"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/tests/${testId}/answers$`));
    await context.close();
  });
}
