import { expect, type Page, test } from "@playwright/test";
import { englishRuns } from "../support/english-runs";
import { signInAsTeacher } from "../support/people";

// The Outbox's 'SMS and WhatsApp Business' tab on a phone: the demo's week of messages the gateway and WhatsApp
// carried, each with its delivery (read, delivered, not delivered with the provider's reason and the SMS sent
// instead), and the month's messages and cost per channel. English and Hindi, JavaScript off.

test.use({ viewport: { width: 360, height: 740 } });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/work/shots/delivery/${name}-${test.info().project.name}.png`, fullPage: true });

test("the teacher sees each message's delivery and the month's cost", async ({ page }) => {
  await signInAsTeacher(page);
  await page.goto("/teacher/outbox");
  await page.getByRole("link", { name: "SMS and WhatsApp Business" }).click();
  await expect(page.getByRole("heading", { name: "The month's messages" })).toBeVisible();
  const month = page.getByRole("table");
  await expect(month.getByRole("rowheader", { name: "SMS", exact: true })).toBeVisible();
  await expect(month.getByRole("rowheader", { name: "WhatsApp from your phone" })).toBeVisible();

  const lakshmi = page.getByRole("listitem").filter({ hasText: "Lakshmi Nair (Kavya Nair)" });
  await expect(lakshmi.filter({ hasText: "Not delivered" })).toContainText("131026 Message undeliverable");
  await expect(lakshmi.filter({ hasText: "instead of the WhatsApp message that failed" })).toContainText("Delivered");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, "delivery");

  await page.getByRole("navigation", { name: "Show messages" }).getByRole("link", { name: "Read" }).click();
  const rajesh = page.getByRole("listitem").filter({ hasText: "Rajesh Gupta (Aarav Gupta)" });
  await expect(rajesh.filter({ hasText: "Unit Test 3" })).toContainText("Read");
  await expect(page.getByText("Lakshmi Nair (Kavya Nair)")).toHaveCount(0);
});

test("the delivery tab in Hindi", async ({ page, baseURL }) => {
  await signInAsTeacher(page);
  await page.context().addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await page.goto("/teacher/outbox/delivery");
  await expect(page.getByRole("heading", { name: "महीने के संदेश" })).toBeVisible();
  await expect(page.getByText("नहीं पहुँचा").first()).toBeVisible();
  expect(await englishRuns(page)).toEqual([]);
  await shot(page, "delivery-hi");
});
