import { expect, type Page, test } from "@playwright/test";
import { asFile, hugePng, svgImage, truncatedPng } from "../support/images";
import { signInAsTeacher, uniqueName } from "../support/people";

/** The answer to the form's post: the page's own with JavaScript off, the data request with it on. */
const formAnswer = (page: Page) => page.waitForResponse((response) => response.request().method() === "POST");

test("the Site page refuses an image it cannot or should not process, with a message and nothing lost", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsTeacher(page);
  const refusals = [
    { what: "a PNG cut short", file: asFile("cut.png", "image/png", await truncatedPng()), says: /could not be read/ },
    {
      what: "a PNG of 49 megapixels",
      file: asFile("huge.png", "image/png", hugePng(7000, 7000)),
      says: /too large: at most 40 megapixels/,
    },
    { what: "an SVG", file: asFile("logo.svg", "image/svg+xml", svgImage()), says: /not a PNG, JPEG or WebP image/ },
  ];
  for (const { what, file, says } of refusals) {
    await test.step(`a topper with ${what}`, async () => {
      const name = uniqueName("Refused topper");
      await page.goto("/teacher/site/toppers/new");
      const dialog = page.getByRole("dialog", { name: "Add topper" });
      await dialog.getByLabel("Name").fill(name);
      await dialog.getByLabel("Class").fill("Class 12th");
      await dialog.getByLabel("Score").fill("97%");
      await dialog.getByLabel("Photo").setInputFiles(file);
      const answer = formAnswer(page);
      await dialog.getByRole("button", { name: "Add topper" }).click();
      expect((await answer).status()).toBe(400);
      await expect(dialog.getByText(says)).toBeVisible();
      await expect(dialog.getByLabel("Name")).toHaveValue(name);
      await page.goto("/teacher/site");
      await expect(page.getByText(name)).toHaveCount(0);
    });
  }

  await test.step("an SVG logo, with the message at the Logo field", async () => {
    await page.goto("/teacher/site");
    const tagline = await page.getByLabel("Sub-heading").inputValue();
    await page.getByLabel("Sub-heading").fill("Not saved with an SVG logo");
    await page.getByLabel("Logo").setInputFiles(asFile("logo.svg", "image/svg+xml", svgImage()));
    const answer = formAnswer(page);
    await page.getByRole("button", { name: "Save details" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText("Choose a PNG, JPEG or WebP image")).toBeVisible();
    await expect(page.getByLabel("Sub-heading")).toHaveValue("Not saved with an SVG logo");
    await page.goto("/teacher/site");
    await expect(page.getByLabel("Sub-heading")).toHaveValue(tagline);
  });
});
