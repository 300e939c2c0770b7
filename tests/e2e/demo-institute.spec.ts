import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { teacherToken } from "../support/api";
import { DEMO_BATCH, signInAsStudent, signInAsTeacher } from "../support/people";

// The demo institute shows every capability with something in it, to the demo student and the demo teacher.
// Other tests may add to the demo batch; this one only reads.

test.use({ javaScriptEnabled: false });

const demoWeekId = async (request: APIRequestContext) => {
  const headers = { Authorization: await teacherToken(request) };
  for (let at = 1; ; at += 1) {
    const { weeks, totalPages } = await (await request.get(`/api/v1/meetings/weeks?page=${at}`, { headers })).json();
    const first = weeks.find((week: { week_number: number }) => week.week_number === 1);
    if (first || at >= totalPages) return first.id as number;
  }
};

const openBatch = async (page: Page) => {
  await page.goto(`/teacher?q=${encodeURIComponent(DEMO_BATCH)}`);
  await page.getByRole("article").filter({ hasText: DEMO_BATCH }).getByRole("link", { name: "Open batch" }).click();
};

test("the demo student sees fees, homework, an announcement, attendance, an open online test and a published result", async ({
  page,
}) => {
  await signInAsStudent(page);
  await expect(page.getByText("Exercise 1.2: HCF and LCM by prime factors (Maths)")).toBeVisible();
  await expect(page.getByText("Half-yearly exams start on 15 December")).toBeVisible();

  await page.goto("/fees");
  await expect(page.getByText("Plan: Class 10 full year")).toBeVisible();
  await expect(page.getByRole("row", { name: /^1 .* Paid$/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /^2 .* Due on / })).toBeVisible();
  await expect(page.getByText(/Receipt \d{4}-\d{2}\/0001: ₹12,000\.00/)).toBeVisible();

  await page.goto("/homework");
  await expect(page.getByText("Balance ten chemical equations (Science)")).toBeVisible();

  await page.goto("/attendance");
  await expect(page.getByText(/Overall: \d+% \([1-9]\d* of [1-9]\d* classes\)/)).toBeVisible();

  await page.goto("/my-details");
  await expect(page.getByText("Sunita Gupta (Mother)")).toBeVisible();
  await expect(page.getByText("हिन्दी (Hindi)")).toBeVisible();

  await page.getByRole("link", { name: "Tests", exact: true }).first().click();
  const published = page.getByRole("listitem").filter({ hasText: "Weekly Quiz 2: Chemical Reactions" });
  await expect(published).toContainText("Your marks: 15 / 20");
  await page
    .getByRole("listitem")
    .filter({ hasText: "Weekly Quiz 3: Acids, Bases and Salts" })
    .getByRole("link", { name: "View" })
    .click();
  await expect(page.getByRole("button", { name: "Start test" })).toBeVisible();
});

test("the demo teacher sees dues with something overdue, registers taken and a pending doubt request", async ({
  page,
  request,
}) => {
  await signInAsTeacher(page);
  await page.goto("/teacher/fees/dues");
  await expect(page.getByRole("row", { name: /^Kavya Nair .*Class 10 Maths & Science 30 ₹12,000\.00/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Rohan Mehta .* ₹7,000\.00/ })).toBeVisible();

  await openBatch(page);
  const batchPage = page.url();
  await page.goto(`${batchPage}/attendance`);
  await expect(page.getByText(/Maths Taken/).first()).toBeVisible();

  // The demo's week is the first; other tests add newer ones, so it may be on any page of the home's list.
  await page.goto(`/teacher/week/${await demoWeekId(request)}`);
  await expect(page.getByText("Trigonometry identities: how to prove sin²θ + cos²θ = 1")).toBeVisible();
});
