import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { addGuardianTo, parentLinkFor, uniqueMobile } from "../support/families";
import { signInAsTeacher, uniqueName } from "../support/people";

// A term's fees on a phone (360 px), with JavaScript off (no-js) and on (js): a whole batch on a plan at once, the
// parent paying by UPI from their own page, and the dues list with each guardian to call or WhatsApp.

test.use({ viewport: { width: 360, height: 740 } });

/** A day counted from today in the institute's time zone (India, UTC+5:30), where due dates are counted. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

type Setup = Awaited<ReturnType<typeof batchWithStudents>>;

async function planOver(page: Page, setup: Setup, name: string, firstDueIn: number) {
  const plan = await page.request.post("/api/v1/teacher/fees/plans", {
    headers: setup.teacher,
    data: {
      name,
      batch_id: setup.batchId,
      total: "8000",
      instalments: [
        { amount: "3000.50", due_on: dayFromToday(firstDueIn) },
        { amount: "4999.50", due_on: dayFromToday(firstDueIn + 40) },
      ],
    },
  });
  expect(plan.status()).toBe(201);
  return (await plan.json()).plan.id as number;
}

const putOn = (page: Page, setup: Setup, studentId: number, planId: number) =>
  page.request.post("/api/v1/teacher/fees/accounts", {
    headers: setup.teacher,
    data: { student_id: studentId, plan_id: planId },
  });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test("the whole batch goes on a plan in one save; those already on a plan keep it", async ({ page }) => {
  const setup = await batchWithStudents(page.request, "Whole", ["Asha", "Bina", "Chetan"]);
  const [asha, bina, chetan] = setup.students;
  const planName = uniqueName("Term");
  await planOver(page, setup, planName, 10);
  const otherPlan = await planOver(page, setup, uniqueName("Scholar"), 10);
  expect((await putOn(page, setup, asha.id, otherPlan)).status()).toBe(200);

  await signInAsTeacher(page);
  await page.goto(`/teacher/fees/batches/${setup.batchId}`);
  await page.getByRole("button", { name: "Put every student of this batch on this plan" }).click();
  await expect(page.getByText("Plan is not valid")).toBeVisible();

  await page.getByLabel("Plan for the whole batch").selectOption({ label: `${planName} (₹8,000.00)` });
  await page.getByRole("button", { name: "Put every student of this batch on this plan" }).click();
  await expect(page.getByText(`${planName}: 2 added, 1 already on a plan kept`)).toBeVisible();
  for (const student of [bina, chetan])
    await expect(page.getByRole("row", { name: new RegExp(`^${student.name} `) })).toContainText(planName);
  await expect(page.getByRole("row", { name: new RegExp(`^${asha.name} `) })).not.toContainText(planName);
  await shot(page, "batch-plan");

  // Sent again, it adds nobody; exceptions are still one student at a time.
  await page.getByLabel("Plan for the whole batch").selectOption({ label: `${planName} (₹8,000.00)` });
  await page.getByRole("button", { name: "Put every student of this batch on this plan" }).click();
  await expect(page.getByText(`${planName}: 0 added, 3 already on a plan kept`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Put a student on a plan" })).toBeVisible();
});

test("the parent pays with UPI from their page, and the teacher confirms it as from the guardian", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const setup = await batchWithStudents(page.request, "Parent pays", ["Meena"]);
  const [meena] = setup.students;
  const planId = await planOver(page, setup, "Two parts", 3);
  expect((await putOn(page, setup, meena.id, planId)).status()).toBe(200);
  const guardianName = uniqueName("Sunita");
  const guardian = await addGuardianTo(page.request, setup.teacher, meena.id, {
    name: guardianName,
    relation: "mother",
    mobile: uniqueMobile(),
  });
  const link = await parentLinkFor(page.request, setup.teacher, meena.id, guardian.id);

  await signInAsTeacher(page);
  await page.goto("/teacher/site");
  await page.getByRole("link", { name: "Edit UPI details" }).click();
  await page.getByLabel("UPI ID").fill("vidya.coaching@okaxis");
  await page.getByLabel("Payee name").fill("Vidya Coaching");
  await page.getByRole("button", { name: "Save UPI details" }).click();

  const parent = await (
    await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } })
  ).newPage();
  await parent.goto(new URL(link).pathname);
  const pay = parent.getByRole("link", { name: "Pay with UPI" });
  await expect(pay).toHaveAttribute(
    "href",
    `upi://pay?pa=vidya.coaching%40okaxis&pn=Vidya%20Coaching&am=3000.50&cu=INR&tn=FEE-${meena.id}-1`,
  );
  await expect(parent.getByRole("img", { name: "QR code to pay ₹3,000.50 with UPI" }).locator("svg")).toBeVisible();
  await expect(parent.getByLabel("Amount paid (₹)")).toHaveValue("3000.50");

  // A UPI transaction id is reported once in the institute: each run (and project) reports its own.
  const utr = String(712345000000 + meena.id);
  await parent.getByRole("button", { name: "I have paid" }).click();
  await expect(parent.getByText("Enter the UPI transaction id", { exact: true })).toBeVisible();
  await parent.getByLabel("Amount paid (₹)").fill("Rs. 3,000.50/-");
  await parent.getByLabel("UPI transaction id").fill(utr);
  await parent.getByRole("button", { name: "I have paid" }).click();
  await expect(parent.getByText("Thank you: your teacher will confirm the payment")).toBeVisible();
  await expect(parent.getByText(utr)).toContainText("Waiting for your teacher to confirm");
  await shot(parent, "parent-pays");

  await page.goto("/teacher/fees");
  const report = page.getByRole("listitem").filter({ hasText: utr });
  await expect(report).toContainText(
    `${meena.name} (by their guardian ${guardianName}) reported paying ₹3,000.50 by UPI`,
  );
  await report.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: utr })).toHaveCount(0);

  await parent.reload();
  await expect(parent.getByText(utr)).toContainText("Confirmed");
  await expect(
    parent.getByRole("region", { name: "Fees" }).getByRole("row", { name: /₹3,000\.50 Mode: UPI$/ }),
  ).toBeVisible();

  // The receipt says which instalment the payment went to.
  const account = await (
    await page.request.get(`/api/v1/teacher/fees/students/${meena.id}`, { headers: setup.teacher })
  ).json();
  const [payment] = account.account.payments;
  expect(payment.note).toBe("Reported by the guardian with 'I have paid'");
  await page.goto(`/fees/receipts/${payment.id}`);
  await expect(page.getByRole("row", { name: /^Towards Instalment 1 of 2 \(due .+\)$/ })).toBeVisible();
  await shot(page, "receipt");
});

test("the dues list names each guardian with Call and WhatsApp, and the CSV their name and mobile", async ({
  page,
}) => {
  const setup = await batchWithStudents(page.request, "Dues call", ["Ravi", "Nina"]);
  const [ravi, nina] = setup.students;
  const planId = await planOver(page, setup, "Overdue plan", -5);
  for (const student of setup.students) expect((await putOn(page, setup, student.id, planId)).status()).toBe(200);
  const mobile = uniqueMobile();
  await addGuardianTo(page.request, setup.teacher, ravi.id, {
    name: "Kamla Devi",
    relation: "mother",
    mobile,
    language: "hi",
  });

  await signInAsTeacher(page);
  await page.goto(`/teacher/fees/dues?batch=${setup.batchId}`);
  const row = page.getByRole("row", { name: new RegExp(`^${ravi.name}`) });
  await expect(row).toContainText(`Kamla Devi, +91${mobile}`);
  await expect(row.getByRole("link", { name: "Call Kamla Devi" })).toHaveAttribute("href", `tel:+91${mobile}`);
  const whatsapp = (await row.getByRole("link", { name: "WhatsApp Kamla Devi" }).getAttribute("href")) ?? "";
  const sent = new URL(whatsapp);
  expect(`${sent.origin}${sent.pathname}`).toBe(`https://wa.me/91${mobile}`);
  expect(sent.searchParams.get("text")).toMatch(
    new RegExp(`^नमस्ते Kamla Devi, .+ की ओर से याद दिलाना: ${ravi.name} की फ़ीस के ₹3,000.50 बकाया हैं। धन्यवाद।$`),
  );
  await expect(page.getByRole("row", { name: new RegExp(`^${nina.name}`) })).toContainText("No guardian");
  await shot(page, "dues");

  const href = (await page.getByRole("link", { name: "Download CSV" }).getAttribute("href")) ?? "";
  const lines = (await (await page.request.get(href)).text()).trim().split("\n");
  expect(lines[0]).toBe(
    "student_id,name,email,guardian_name,guardian_mobile,batch,plan,oldest_due_on,days_overdue,overdue,due_next_7_days",
  );
  // A leading "+" is how a spreadsheet formula starts, so the CSV writes the mobile as text ("'+91…").
  expect(lines.find((line) => line.startsWith(`${ravi.id},`))).toContain(`,Kamla Devi,'+91${mobile},`);
  expect(lines.find((line) => line.startsWith(`${nina.id},`))).toContain(`,${nina.email},,,`);
});
