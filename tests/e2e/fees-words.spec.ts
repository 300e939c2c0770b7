import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents, studentToken } from "../support/api";
import { englishRuns } from "../support/english-runs";
import { addGuardianTo, parentLinkFor, uniqueMobile } from "../support/families";
import { signInAsStudent, signInAsTeacher } from "../support/people";

// The fee screens in the reader's language (dates, money and counts through Intl, every word in the catalogue,
// the receipt's amount in Hindi words), and the fees on the parent's page, with JavaScript off (and on).

/** A day counted from today in the institute's time zone (India, UTC+5:30), where due dates are counted. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Meera on a three-instalment plan with a scholarship, a cash payment, a reversed UPI payment, a waiting report. */
async function feeBook(page: Page) {
  const setup = await batchWithStudents(page.request, "Hisab", ["Meera", "Nikhil"]);
  const { teacher, batchId, students } = setup;
  const [meera, nikhil] = students;
  const api = (path: string, data: Record<string, unknown>, headers = teacher) =>
    page.request.post(`/api/v1${path}`, { headers, data }).then(async (answer) => {
      expect(answer.status(), await answer.text()).toBeLessThan(300);
      return answer.json();
    });
  const { plan } = await api("/teacher/fees/plans", {
    name: "Full year",
    batch_id: batchId,
    total: "15,000",
    instalments: [
      { amount: "5000", due_on: dayFromToday(-10) },
      { amount: "5000", due_on: dayFromToday(2) },
      { amount: "5000", due_on: dayFromToday(50) },
    ],
  });
  await api("/teacher/fees/accounts", {
    student_id: meera.id,
    plan_id: plan.id,
    discount: "1000",
    discount_reason: "Merit scholarship",
  });
  await api("/teacher/fees/accounts", { student_id: nikhil.id, plan_id: plan.id });
  const cash = await api("/teacher/fees/payments", {
    student_id: meera.id,
    amount: "2,000",
    paid_on: dayFromToday(0),
    mode: "cash",
  });
  const upi = await api("/teacher/fees/payments", {
    student_id: meera.id,
    amount: "500.50",
    paid_on: dayFromToday(0),
    mode: "upi",
    reference: `UTR${meera.id}`,
  });
  await api(`/teacher/fees/payments/${upi.payment.id}/reverse`, { reason: "Typed twice" });
  const nikhils = await api("/teacher/fees/payments", {
    student_id: nikhil.id,
    amount: "3000",
    paid_on: dayFromToday(0),
    mode: "cash",
  });
  const asMeera = { Authorization: await studentToken(page.request, meera.email, meera.password) };
  // A UPI transaction id is reported once in the institute: each test (and project) reports its own.
  const utr = String(512345000000 + meera.id);
  const { report } = await api("/student/fees/upi-reports", { amount: "100", transaction_id: utr }, asMeera);
  return {
    ...setup,
    meera,
    planId: plan.id as number,
    cash: cash.payment as { id: number; receipt_no: string },
    nikhilsReceipt: nikhils.payment.receipt_no as string,
    reportId: report.id as number,
  };
}

type Book = Awaited<ReturnType<typeof feeBook>>;

/** What the teacher (or student) typed, which stays as written in either language. */
const ownWords = (book: Book) => [
  book.batchName,
  "Full year",
  "Merit scholarship",
  "Typed twice",
  ...book.students.map((student) => student.name),
];

/** The choices of a batch, a student or a plan: names the teacher gave (other tests' batches among them). */
const namedChoices = (page: Page) =>
  page
    .locator(
      'select:is([name="batch_id"], [name="batch"], [name="student_id"], [name="plan_id"]) option:not([value=""])',
    )
    .allTextContents();

async function expectHindi(page: Page, book: Book, within = "main") {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const own = [...ownWords(book), ...(await namedChoices(page))];
  expect(await englishRuns(page, own, within), page.url()).toEqual([]);
  // No ISO date anywhere in what a person reads.
  const text = (await page.locator(within).allTextContents()).join("\n");
  expect(text, page.url()).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
}

const inHindi = (page: Page, baseURL: string | undefined) =>
  page.context().addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);

test("the parent's page shows the student's fees: balance, next due and receipts, in English and Hindi", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const book = await feeBook(page);
  const guardian = await addGuardianTo(page.request, book.teacher, book.meera.id, {
    name: "Asha",
    relation: "mother",
    mobile: uniqueMobile(),
  });
  const link = await parentLinkFor(page.request, book.teacher, book.meera.id, guardian.id);
  const path = new URL(link).pathname;

  const family = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await family.goto(path);
  const fees = family.getByRole("region", { name: "Fees" });
  await expect(fees.getByRole("definition").filter({ hasText: "₹12,000.00" })).toBeVisible();
  await expect(fees.getByText("₹3,000.00, overdue by 10 days")).toBeVisible();
  await expect(fees.getByRole("row", { name: `${book.cash.receipt_no} ` })).toContainText("₹2,000.00");
  await expect(fees.getByRole("row", { name: "Cash" })).toHaveCount(1);
  await expect(fees.getByText(/^Reversed on .*: Typed twice$/)).toBeVisible();
  // Nothing of another student, and no link to a receipt page the parent could not open: only each receipt's PDF,
  // reached through the family's own link.
  await expect(family.getByText(book.nikhilsReceipt)).toHaveCount(0);
  const links = fees.getByRole("link");
  await expect(links).toHaveCount(2);
  for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute("href"))))
    expect(href).toMatch(new RegExp(`^${path}/receipts/\\d{4}-\\d{2}-\\d{4}/pdf$`));

  const hindi = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await inHindi(hindi, baseURL);
  await hindi.goto(path);
  const shulk = hindi.getByRole("region", { name: "फ़ीस" });
  await expect(shulk.getByText("बाकी राशि")).toBeVisible();
  await expect(shulk.getByText("₹3,000.00, देय तिथि 10 दिन पहले बीत गई")).toBeVisible();
  await expect(shulk.getByRole("cell", { name: "नकद" })).toBeVisible();
  await expectHindi(hindi, book, "#main");

  const json = await (await page.request.get(`/api/v1/family/${path.split("/").at(-1)}`)).json();
  expect(json.fees).toMatchObject({
    plan_name: "Full year",
    balance: { paise: 1200000, text: "₹12,000.00" },
    overdue: { paise: 300000 },
    next_due: { position: 1, due_on: dayFromToday(-10), amount: { paise: 300000 }, days_overdue: 10 },
  });
  expect(json.fees.receipts).toHaveLength(2);
  expect(JSON.stringify(json)).not.toContain(book.nikhilsReceipt);
});

test("every fee screen in Hindi: the teacher's, the student's, the receipt with its amount in Hindi words", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const book = await feeBook(page);
  await signInAsTeacher(page);
  await inHindi(page, baseURL);

  await page.goto("/teacher/fees");
  await expect(page.getByRole("heading", { name: "पुष्टि के लिए भुगतान" })).toBeVisible();
  await expectHindi(page, book);
  for (const path of [
    "/teacher/fees/plans/new",
    `/teacher/fees/plans/${book.planId}`,
    `/teacher/fees/reports/${book.reportId}/reject`,
    `/teacher/fees/dues?batch=${book.batchId}`,
    `/teacher/fees/batches/${book.batchId}`,
  ]) {
    await page.goto(path);
    await expectHindi(page, book);
  }
  await expect(page.getByRole("heading", { level: 1 })).toContainText("फ़ीस");

  // The fee section of the student's page and its dialogs (the rest of that page is another area's).
  const student = `/teacher/students/${book.meera.id}`;
  await page.goto(student);
  await expectHindi(page, book, "#student-fees ~ *, section:has(#student-fees)");
  for (const path of [`${student}/fees/plan`, `${student}/fees/payments/${book.cash.id}/reverse`]) {
    await page.goto(path);
    await expectHindi(page, book, "dialog");
  }
  await page.goto(`${student}/fees/payment`);
  await expectHindi(page, book, "dialog");
  // A refusal that carries a value says it in Hindi, with the amount in the Indian format.
  await page.getByLabel("राशि (₹)").fill("99000");
  await page.getByRole("button", { name: "भुगतान दर्ज करें" }).click();
  await expect(page.getByText("यह बकाया से ज़्यादा है: बकाया ₹12,000.00 है")).toBeVisible();

  await page.goto("/teacher/site/upi");
  await expectHindi(page, book, "dialog");

  await page.goto(`/fees/receipts/${book.cash.id}`);
  await expect(page.getByRole("row", { name: "शब्दों में दो हज़ार रुपये मात्र" })).toBeVisible();
  await expectHindi(page, book);

  // The student's own Fees page and receipt.
  const meera = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await signInAsStudent(meera, book.meera.email, book.meera.password);
  await inHindi(meera, baseURL);
  await meera.goto("/fees");
  await expect(meera.getByRole("heading", { name: "फ़ीस", level: 1 })).toBeVisible();
  await expectHindi(meera, book);
  await meera.getByRole("link", { name: `रसीद ${book.cash.receipt_no}` }).click();
  await expect(meera.getByRole("heading", { name: "फ़ीस की रसीद" })).toBeVisible();
  await expect(meera.getByRole("row", { name: "शब्दों में दो हज़ार रुपये मात्र" })).toBeVisible();
  await expectHindi(meera, book);
});
