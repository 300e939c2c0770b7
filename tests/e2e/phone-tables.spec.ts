import { execFileSync } from "node:child_process";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { addGuardianTo, parentLinkFor, testWithMarks, uniqueMobile } from "../support/families";
import { openOnlineTest } from "../support/online-test";
import { signInAsStudent, signInAsTeacher } from "../support/people";
import { hasW3m } from "../support/w3m";

// The tables students, parents and teachers read on a phone: at 360 px each row stacks, and every value says
// which column it is ("Paid: ₹2,000.00"), in English and Hindi, with nothing wider than the screen.

const PHONE = { width: 360, height: 800 };
test.use({ viewport: PHONE });

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const todayIso = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const todayWeekday = () => WEEKDAYS[(new Date(`${todayIso()}T00:00:00Z`).getUTCDay() + 6) % 7];
/** A day counted from today in the institute's time zone (India, UTC+5:30), where due dates are counted. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Ira with something in every table: two classes today (one missed), an instalment a week overdue with ₹2,000 paid
 * of it, published marks, and a guardian's link.
 */
async function irasYear(request: APIRequestContext) {
  const setup = await batchWithStudents(request, "Physics", ["Ira"]);
  const { teacher, batchId, subjectId } = setup;
  const [ira] = setup.students;
  const api = async (method: "post" | "put", path: string, data: Record<string, unknown>) => {
    const answer = await request[method](`/api/v1${path}`, { headers: teacher, data });
    expect(answer.status(), await answer.text()).toBeLessThan(300);
    return answer.json();
  };
  for (const [index, [start, end]] of [
    ["05:00", "05:45"],
    ["06:00", "06:45"],
  ].entries()) {
    const added = await api("post", `/teacher/batches/${batchId}/timetable`, {
      subject_id: subjectId,
      weekday: todayWeekday(),
      start_time: start,
      end_time: end,
      room: "Room 9",
    });
    await api("put", `/teacher/batches/${batchId}/register/${added.class.id}/${todayIso()}`, {
      students: [{ student_id: ira.id, status: index === 0 ? "absent" : "present" }],
    });
  }
  const { plan } = await api("post", "/teacher/fees/plans", {
    name: "Two instalments",
    batch_id: batchId,
    total: "10,000",
    instalments: [
      { amount: "5000", due_on: dayFromToday(-7) },
      { amount: "5000", due_on: dayFromToday(30) },
    ],
  });
  await api("post", "/teacher/fees/accounts", { student_id: ira.id, plan_id: plan.id });
  await api("post", "/teacher/fees/payments", {
    student_id: ira.id,
    amount: "2,000",
    paid_on: dayFromToday(0),
    mode: "cash",
  });
  const testId = await testWithMarks(request, setup, "Unit test", [42]);
  await api("post", `/test/publish/${testId}`, {});
  const guardian = await addGuardianTo(request, teacher, ira.id, {
    name: "Asha",
    relation: "mother",
    mobile: uniqueMobile(),
  });
  const link = await parentLinkFor(request, teacher, ira.id, guardian.id);
  return { ...setup, ira, familyPath: new URL(link).pathname };
}

/** A published online test Uma took: question 1 right, question 2 wrong. */
async function umasTest(request: APIRequestContext) {
  const question = (n: number) => ({
    text: `Question ${n}`,
    option_a: "a",
    option_b: "b",
    option_c: "c",
    option_d: "d",
    answer: "B",
    marks: 4,
  });
  const online = await openOnlineTest(request, {
    name: "Phone test",
    questions: [question(1), question(2)],
    students: ["Uma"],
  });
  const [uma] = online.students;
  await online.take(uma, { "1": "B", "2": "A" });
  expect((await request.post(`/api/v1/test/publish/${online.testId}`, { headers: online.teacher })).status()).toBe(200);
  return { uma, testId: online.testId };
}

type Language = "en" | "hi";
/** The column words each check reads, as the catalogues write them. */
const WORDS = {
  en: {
    attendance: "Attendance",
    classes: "Classes",
    attended: "Attended",
    percent: "Attendance %",
    amount: "Amount",
    paid: "Paid",
    state: "State",
    overdueBy7: "Overdue by 7 days",
    mode: "Mode",
    cash: "Cash",
    marks: "Marks",
    subject: "Subject",
    yourAnswer: "Your answer",
    result: "Result",
    correct: "Correct",
    wrong: "Wrong",
    daysOverdue: "Days overdue",
    overdue: "Overdue",
    dueIn7Days: "Due in 7 days",
  },
  hi: {
    attendance: "उपस्थिति",
    classes: "क्लास",
    attended: "उपस्थित रहे",
    percent: "उपस्थिति %",
    amount: "राशि",
    paid: "भुगतान हुआ",
    state: "स्थिति",
    overdueBy7: "देय तिथि 7 दिन पहले बीत गई",
    mode: "भुगतान का तरीका",
    cash: "नकद",
    marks: "अंक",
    subject: "विषय",
    yourAnswer: "आपका उत्तर",
    result: "परिणाम",
    correct: "सही",
    wrong: "ग़लत",
    daysOverdue: "देय तिथि के बाद के दिन",
    overdue: "देय तिथि बीत गई",
    dueIn7Days: "7 दिन में देय",
  },
} as const;

async function phone(browser: import("@playwright/test").Browser, javaScriptEnabled: boolean, language: Language) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
  const page = await context.newPage();
  return { context, page, language };
}

async function inLanguage(context: BrowserContext, language: Language, baseURL: string | undefined) {
  await context.addCookies([{ name: "lang", value: language, url: baseURL ?? "" }]);
}

/** Each value of a row reads with its column's words before it, e.g. "Paid: ₹2,000.00". */
async function expectLabelled(row: ReturnType<Page["getByRole"]>, pairs: [label: string, value: string][]) {
  await expect(row).toBeVisible();
  for (const [label, value] of pairs) {
    await expect(row.getByRole("cell", { name: `${label}: ${value}`, exact: true })).toBeVisible();
  }
}

/** Nothing on the page is wider than the phone, so nothing needs scrolling sideways. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(PHONE.width);
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const language of ["en", "hi"] as const) {
  const words = WORDS[language];

  test(`${language}: the student's attendance and fees, and the parent's page, label every value at 360 px`, async ({
    browser,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    const year = await irasYear(request);
    const { context, page } = await phone(browser, javaScriptEnabled, language);
    await signInAsStudent(page, year.ira.email, year.ira.password);
    await inLanguage(context, language, baseURL);

    await page.goto("/attendance");
    await expectLabelled(page.getByRole("row", { name: /Physics/ }), [
      [words.classes, "2"],
      [words.attended, "1"],
      [words.percent, "50%"],
    ]);
    await expectNoSideScroll(page);
    await screenshot(page, `attendance-${language}`);

    await page.goto("/fees");
    await expectLabelled(page.getByRole("row", { name: new RegExp(words.overdueBy7) }), [
      [words.amount, "₹5,000.00"],
      [words.paid, "₹2,000.00"],
      [words.state, words.overdueBy7],
    ]);
    await expectNoSideScroll(page);
    await screenshot(page, `fees-${language}`);

    const family = await context.newPage();
    await family.goto(year.familyPath);
    await expectLabelled(family.getByRole("row", { name: /Unit test/ }), [
      [words.subject, "Physics"],
      [words.marks, "42 / 100"],
    ]);
    await expectLabelled(family.getByRole("row", { name: /₹2,000\.00/ }), [
      [words.amount, "₹2,000.00"],
      [words.mode, words.cash],
    ]);
    await expectLabelled(
      family.getByRole("region", { name: words.attendance, exact: true }).getByRole("row", { name: /Physics/ }),
      [[words.attended, "1"]],
    );
    await expectNoSideScroll(family);
    await screenshot(family, `family-${language}`);
    await context.close();
  });

  test(`${language}: the online test's answer review labels every value at 360 px`, async ({
    browser,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    const { uma, testId } = await umasTest(request);
    const { context, page } = await phone(browser, javaScriptEnabled, language);
    await signInAsStudent(page, uma.email, uma.password);
    await inLanguage(context, language, baseURL);
    await page.goto(`/testDetails/${testId}`);
    const answers = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: words.yourAnswer }) });
    await expectLabelled(answers.getByRole("row").nth(1), [
      [words.yourAnswer, "b"],
      [words.result, words.correct],
      [words.marks, "4"],
    ]);
    await expectLabelled(answers.getByRole("row").nth(2), [
      [words.yourAnswer, "a"],
      [words.result, words.wrong],
    ]);
    await expectNoSideScroll(page);
    await screenshot(page, `test-review-${language}`);
    await context.close();
  });

  test(`${language}: the teacher's dues list labels every amount at 360 px`, async ({ page, request, baseURL }) => {
    const year = await irasYear(request);
    await signInAsTeacher(page);
    await inLanguage(page.context(), language, baseURL);
    await page.goto(`/teacher/fees/dues?batch=${year.batchId}`);
    await expectLabelled(page.getByRole("row", { name: new RegExp(year.ira.name) }), [
      [words.daysOverdue, "7"],
      [words.overdue, "₹3,000.00"],
      [words.dueIn7Days, "₹0.00"],
    ]);
    await expectNoSideScroll(page);
    await screenshot(page, `dues-${language}`);
  });
}

test("w3m reads the parent's page's tables as tables, each value under its column's heading", async ({
  request,
  baseURL,
}) => {
  test.skip(!hasW3m, "w3m is not installed");
  const year = await irasYear(request);
  const dump = execFileSync("w3m", ["-dump", "-cols", "60", `${baseURL}${year.familyPath}`], { encoding: "utf8" });
  expect(dump).toMatch(/Receipt number +Date +Amount +Mode/);
  expect(dump).toMatch(/₹2,000\.00 +Cash/);
});
