import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { englishRuns } from "../support/english-runs";
import { waitForMail } from "../support/mailbox";
import { DEMO_BATCH, signInAsTeacher, signInThroughForm, uniqueEmail, uniqueName } from "../support/people";

// Enquiries from the first call to the admission, with JavaScript off (every screen) and on (the journey).

/** The public form refuses what comes back sooner than a person types (the domain's FASTEST_PERSON_MS). */
const asAPersonTypes = () => new Promise((resolve) => setTimeout(resolve, 3100));

const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** 'New enquiry' as the teacher fills it; lands on the enquiry's page. */
async function newWalkIn(page: Page, name: string, mobile = uniqueMobile()) {
  await page.goto("/teacher/enquiries");
  await page.getByRole("link", { name: "New enquiry" }).click();
  // The list's filters behind the dialog have a 'Source' too.
  const dialog = page.getByRole("dialog", { name: "New enquiry" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByLabel("Class (optional)").fill("Class 10");
  await dialog.getByLabel("Batch of interest (optional)").selectOption({ label: DEMO_BATCH });
  await dialog.getByLabel("Source").selectOption({ label: "Walk-in" });
  await dialog.getByRole("button", { name: "Add enquiry" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return mobile;
}

async function changeStage(page: Page, stage: string, fields: { followUp?: string; reason?: string } = {}) {
  await page.getByRole("link", { name: "Change stage" }).click();
  // The enquiry's page behind the dialog names its stage and follow-up date too.
  const dialog = page.getByRole("dialog", { name: "Change stage" });
  await dialog.getByLabel("Stage").selectOption({ label: stage });
  if (fields.reason !== undefined) await dialog.getByLabel("Reason lost").fill(fields.reason);
  if (fields.followUp !== undefined) await dialog.getByLabel("Follow-up date").fill(fields.followUp);
  await dialog.getByRole("button", { name: "Save" }).click();
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a visitor's enquiry from the landing page reaches 'New' on the teacher's list", {
    tag: "@server-only",
  }, async ({ page }) => {
    const name = uniqueName("Visitor");
    await page.goto("/");
    await page.getByRole("link", { name: "Enquire", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Enquire" })).toBeVisible();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Mobile number").fill(uniqueMobile());
    await page.getByLabel("Class (optional)").fill("Class 9");
    await page.getByLabel("Batch of interest (optional)").selectOption({ label: DEMO_BATCH });
    await page.getByLabel("Message (optional)").fill("Is there an evening batch?");
    await asAPersonTypes();
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your enquiry" })).toBeVisible();

    // The teacher, on the same phone (and with the project's JavaScript setting, which a new context would drop).
    await signInAsTeacher(page);
    await page.goto("/teacher/enquiries");
    await page.getByLabel("Stage").selectOption({ label: "New" });
    await page.getByLabel("Source").selectOption({ label: "Website" });
    await page.getByRole("button", { name: "Show" }).click();
    await page.getByRole("link", { name }).click();
    await expect(page.getByText("Is there an evening batch?")).toBeVisible();
  });
});

test("a refused enquiry keeps what was typed and says why", async ({ page }) => {
  await page.goto("/enquire");
  await page.getByLabel("Name").fill("Quick Fingers");
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByText(/Enter a 10-digit Indian mobile number/)).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Quick Fingers");
});

test("a walk-in enquiry moves through every stage; 'Admit' makes a student who signs in with the link", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await signInAsTeacher(page);
  const name = uniqueName("Walkin Parent");
  const mobile = await newWalkIn(page, name);

  await page.getByRole("link", { name: "Add note" }).click();
  const noteDialog = page.getByRole("dialog", { name: "Add note" });
  await noteDialog.getByLabel("Note", { exact: true }).fill("Came with her daughter; wants the demo class");
  await noteDialog.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Came with her daughter; wants the demo class")).toBeVisible();

  await changeStage(page, "Contacted", { followUp: "2026-12-01" });
  await expect(page.getByText("Contacted")).toBeVisible();
  await changeStage(page, "Demo class", { followUp: "2026-12-03" });
  await expect(page.getByText("3 Dec 2026")).toBeVisible();

  await page.getByRole("link", { name: "Admit" }).click();
  const admit = page.getByRole("dialog", { name: "Admit" });
  await expect(admit.getByLabel("Guardian's mobile number")).toHaveValue(`+91${mobile}`);
  await expect(admit.getByLabel("Guardian's name")).toHaveValue(name);
  await expect(admit.getByRole("checkbox", { name: "Maths" })).toBeChecked();
  const email = uniqueEmail("admitted");
  await admit.getByLabel("First name").fill("Riya");
  await admit.getByLabel("Last name").fill("Admitted");
  await admit.getByLabel("Student's e-mail").fill(email);
  await admit.getByLabel("Relation").selectOption({ label: "Mother" });
  await admit.getByLabel("Fee plan").selectOption({ label: "Class 10 full year" });
  await admit.getByRole("button", { name: "Admit" }).click();
  await expect(page.getByText("Admitted", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Open the student" }).click();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText("Class 10 full year").first()).toBeVisible();

  const mail = await waitForMail({ to: email, subject: /Choose your password/ });
  const link = mail.text.match(/http\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0] ?? "";
  // The student's own phone: a context of its own, with the project's JavaScript setting.
  const student = await browser.newPage({ javaScriptEnabled });
  await student.goto(link);
  await student.getByLabel("New password").fill("river-lamp-admitted-9");
  await student.getByRole("button", { name: "Set new password" }).click();
  await expect(student).toHaveURL(/\/signin$/);
  await signInThroughForm(student, "student", email, "river-lamp-admitted-9");
  await student.close();
});

test("a lost enquiry needs its reason and keeps it", { tag: "@server-only" }, async ({ page }) => {
  await signInAsTeacher(page);
  await newWalkIn(page, uniqueName("Lost Parent"));
  await changeStage(page, "Lost");
  await expect(page.getByText("Say why the enquiry was lost")).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Change stage" });
  await dialog.getByLabel("Reason lost").fill("Joined a school nearby");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Joined a school nearby")).toBeVisible();
  await expect(page.getByRole("link", { name: "Admit" })).toHaveCount(1);
});

test("the teacher's home lists follow-ups due today and overdue, each leading to its enquiry", {
  tag: "@server-only",
}, async ({ page }) => {
  await signInAsTeacher(page);
  const today = page.getByRole("list", { name: "Due today" });
  await expect(today.getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Overdue" }).getByRole("link").first()).toBeVisible();
  await today.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/teacher\/enquiries\/\d+$/);
});

test("the month's report and its CSV agree", { tag: "@server-only" }, async ({ page }) => {
  await signInAsTeacher(page);
  await page.goto("/teacher/enquiries");
  await page.getByRole("link", { name: "Month's report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries: month's report" })).toBeVisible();
  const summary = await page.getByText(/conversion rate/).textContent();
  const [total, admitted, rate] = (summary?.match(/\d+/g) ?? []).map(Number);
  expect(rate).toBe(Math.round((admitted * 100) / total));
  await expect(page.getByRole("table", { name: "Reasons lost" })).toBeVisible();
  const month = await page.getByLabel("Month").inputValue();
  const csv = await (await page.request.get(`/teacher/enquiries/report.csv?month=${month}`)).text();
  expect(csv).toContain(`${month},total,enquiries,`);
  expect(csv).toContain(`${month},total,conversion_percent,`);
  expect(csv).toContain("lost_reason");
});

test("the enquiry pages in Hindi", { tag: "@server-only" }, async ({
  browser,
  baseURL,
  javaScriptEnabled,
  request,
}) => {
  // A batch named in English words, as teachers name them: the form offers it as written, not as words to translate.
  await batchWithStudents(request, "Evening Physics", []);
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  await context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  const page = await context.newPage();
  await page.goto("/enquire");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "पूछताछ करें" })).toBeVisible();
  await expect(page.getByRole("button", { name: "पूछताछ भेजें" })).toBeVisible();
  await expect(page.getByLabel("पसंद का बैच (वैकल्पिक)")).toBeVisible();
  expect(await englishRuns(page)).toEqual([]);
  await page.goto("/enquire/thanks");
  await expect(page.getByRole("heading", { level: 1, name: "पूछताछ के लिए धन्यवाद" })).toBeVisible();
  expect(await englishRuns(page)).toEqual([]);
  await context.close();
});
