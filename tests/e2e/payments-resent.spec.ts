import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { signInAsTeacher } from "../support/people";

// A payment form sent twice (a double tap without JavaScript, a form the browser sends again after a slow
// network) records one payment, and both sendings land on the same receipt.

test("the record-payment form sent twice records one payment and names the same receipt", async ({ page }) => {
  test.setTimeout(90_000);
  const { teacher, batchId, students } = await batchWithStudents(page.request, "Resent", ["Nikhil"]);
  const [nikhil] = students;
  const plan = await page.request.post("/api/v1/teacher/fees/plans", {
    headers: teacher,
    data: {
      name: "One part",
      batch_id: batchId,
      total: "6000",
      instalments: [{ amount: "6000", due_on: "2027-01-10" }],
    },
  });
  await page.request.post("/api/v1/teacher/fees/accounts", {
    headers: teacher,
    data: { student_id: nikhil.id, plan_id: (await plan.json()).plan.id },
  });

  await signInAsTeacher(page);
  await page.goto(`/teacher/students/${nikhil.id}`);
  await page.getByRole("link", { name: "Record payment" }).click();
  await page.getByLabel("Amount (₹)").fill("2,500");
  await page.getByLabel("Mode").selectOption({ label: "Cash" });

  // The first sending reaches the server but its answer is lost; the browser sends the very same form again.
  let intercepted = 0;
  await page.route(/\/fees\/payment(\.data)?(\?.*)?$/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    intercepted += 1;
    if (intercepted === 1) await route.fetch({ maxRedirects: 0 });
    return route.continue();
  });
  await page.getByRole("button", { name: "Record payment" }).click();

  const recorded = page.getByRole("status").getByText(/^Payment recorded: receipt \d{4}-\d{2}\/\d{4}$/);
  await expect(recorded).toBeVisible();
  const receipt = (await recorded.textContent())?.replace("Payment recorded: receipt ", "") ?? "";
  const rows = page.getByRole("region", { name: "Fees" }).getByRole("row");
  await expect(rows.filter({ hasText: "Cash" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Cash" }).getByRole("link", { name: receipt })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "₹3,500.00" })).toBeVisible();
  expect(intercepted).toBe(1);
});
