import { readFileSync } from "node:fs";
import { type Browser, expect, test } from "@playwright/test";
import { openOnlineTest } from "../support/online-test";
import { signInAsStudent, signInAsTeacher } from "../support/people";

/** The Hindi words of the online tests, as the screens must show them. */
const hi: Record<string, string> = JSON.parse(readFileSync("app/locales/hi/online-tests.json", "utf8"));
const say = (key: string, values: Record<string, string | number> = {}) =>
  hi[key].replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

/** A context without JavaScript whose language, after signing in in English, is हिन्दी (the `lang` cookie). */
async function inHindi(
  browser: Browser,
  baseURL: string,
  signIn: (page: import("@playwright/test").Page) => Promise<void>,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signIn(page);
  await context.addCookies([{ name: "lang", value: "hi", url: baseURL }]);
  return { context, page };
}

test("in Hindi without JavaScript: the student's attempt, and the teacher's paper with its analysis", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const questions = ["Physics", "Chemistry"].map((section, i) => ({
    text: `${section} प्रश्न ${i + 1}`,
    option_a: "क",
    option_b: "ख",
    option_c: "ग",
    option_d: "घ",
    answer: "B",
    marks: 4,
    negative_marks: -1,
    section,
  }));
  const online = await openOnlineTest(request, { name: "हिन्दी टेस्ट", questions, students: ["Yash", "Zoya"] });
  const [yash, zoya] = online.students;
  await online.take(yash, { "1": "B", "2": "C" });

  const student = await inHindi(browser, baseURL as string, (page) => signInAsStudent(page, zoya.email, zoya.password));
  await student.page.goto(`/testDetails/${online.testId}`);
  await student.page.getByRole("button", { name: say("Start test") }).click();
  // A page never mixes two sections: Physics's question is page 1 of 2, under its section's heading.
  await expect(student.page.getByText(say("Page {{page}} of {{pages}}.", { page: 1, pages: 2 }))).toBeVisible();
  await expect(
    student.page.getByRole("heading", { name: say("Section: {{section}}", { section: "Physics" }) }),
  ).toBeVisible();
  // The deadline in Hindi's own date format (Intl, hi-IN): the month by its Hindi name.
  await expect(student.page.locator(".time-left")).toContainText(
    /बचा समय: लगभग (29|30) मिनट \(.*(जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर).* तक\)/,
  );
  await student.page
    .getByRole("group", { name: say("Question {{n}}", { n: 1 }), exact: true })
    .getByLabel("ख", { exact: true })
    .check();
  await student.page.getByRole("button", { name: say("Submit test") }).click();
  await expect(
    student.page.getByText(
      say("{{unanswered}} of {{count}} questions are unanswered._other", { unanswered: 1, count: 2 }),
    ),
  ).toBeVisible();
  await student.context.close();

  const teacher = await inHindi(browser, baseURL as string, signInAsTeacher);
  await teacher.page.goto(`/teacher/test/${online.batchId}/${online.subjectId}/tests/${online.testId}/paper`);
  await expect(
    teacher.page.getByRole("heading", { name: say("Question paper: {{test}}", { test: "हिन्दी टेस्ट" }) }),
  ).toBeVisible();
  await expect(teacher.page.getByRole("heading", { name: say("Analysis") })).toBeVisible();
  const bySection = teacher.page.getByRole("table", { name: say("Marks by section") });
  await expect(
    bySection.getByRole("columnheader", { name: say("{{section}} (out of {{max}})", { section: "Physics", max: 4 }) }),
  ).toBeVisible();
  await expect(teacher.page.getByText(say("Section: {{section}}", { section: "Chemistry" }))).toBeVisible();
  await expect(teacher.page.getByRole("heading", { name: say("Import questions") })).toBeVisible();
  await teacher.context.close();
});
