import { expect, test } from "@playwright/test";
import { DEMO_BATCH, registerPageFor, signInAsTeacher, uniqueName } from "../support/people";

test("the teacher creates a batch that shows on the home page and in registration", async ({ page }) => {
  await signInAsTeacher(page);
  await expect(page.getByText("Welcome, Meera Sharma")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ongoing Batches" })).toBeVisible();
  // Newest first: once other tests have added a page of batches, the demo batch is found by its name.
  await page.goto(`/teacher?q=${encodeURIComponent(DEMO_BATCH)}`);
  await expect(page.getByRole("article").filter({ hasText: DEMO_BATCH })).toContainText("Maths");

  await page.getByRole("link", { name: "+ Add New Batch" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Batch" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/teacher\/batches\/new$/);

  // A bad value brings the form back with the message and what was typed.
  await dialog.getByLabel("Batch name").fill("Will not be made");
  await dialog.getByLabel("Duration (months)").fill("0");
  await dialog.getByRole("button", { name: "Create Batch" }).click();
  await expect(dialog.getByText("Duration must be at least 1 month")).toBeVisible();
  await expect(dialog.getByLabel("Batch name")).toHaveValue("Will not be made");

  const name = uniqueName("Class 9 Evening");
  await dialog.getByLabel("Batch name").fill(name);
  await dialog.getByLabel("Duration (months)").fill("12");
  await dialog.getByRole("button", { name: "Create Batch" }).click();
  await expect(page).toHaveURL(/\/teacher$/);
  await expect(page.getByRole("status")).toContainText("Batch created successfully");
  const card = page.getByRole("article").filter({ hasText: name });
  await expect(card.getByText("No subjects added yet")).toBeVisible();
  await expect(card.getByText("12 months")).toBeVisible();
  await expect(card.getByRole("link", { name: `Open batch ${name}` })).toHaveAttribute(
    "href",
    /\/teacher\/course\/\d+$/,
  );
  await expect(page.getByText("Will not be made")).toHaveCount(0);

  await page.goto(registerPageFor(name));
  await expect(page.getByRole("article").filter({ hasText: name })).toBeVisible();
});

test("the dialog closes back to the teacher home", async ({ page }) => {
  await signInAsTeacher(page);
  await page.goto("/teacher/batches/new");
  await page.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/teacher$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("with JavaScript a dialog is modal: focus inside, Escape closes it, focus goes back", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript the dialog is part of its page");
  await signInAsTeacher(page);
  // The enhancing script has run (it marks the document); the dialog it makes modal comes with its own page.
  await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
  const opener = page.getByRole("link", { name: "+ Add New Batch" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Create New Batch" });
  await expect(dialog).toBeVisible();
  await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await expect(dialog.getByRole("heading", { name: "Create New Batch" })).toBeFocused();
  // The page behind is inert: however far the keyboard goes, focus never lands on it (past the
  // dialog's last control it may go to the browser's own bar, leaving the document's body active).
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press("Tab");
    const where = await dialog.evaluate((element) =>
      element.contains(document.activeElement) ? "dialog" : document.activeElement?.tagName,
    );
    expect(["dialog", "BODY"]).toContain(where);
  }
  await expect(opener).not.toBeFocused();

  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/teacher$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(opener).toBeFocused();
});
