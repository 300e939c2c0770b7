import { expect, test } from "@playwright/test";
import { expectOnlyTheEnhancingScript, javaScriptLoadedBy } from "../support/page-javascript";

test.beforeEach(async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByRole("heading", { name: "Move cursor across the screen and see the magic" })).toBeVisible();
});

test("without JavaScript the pictures stand as a still collage", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the collage is what the page shows without a script");
  await expect(page.getByRole("main").getByRole("listitem").getByRole("img")).toHaveCount(6);
});

test("moving the pointer lays a picture every 25 pixels and keeps the newest five", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the trail is drawn by a script");
  const area = page.getByText("Move your pointer here");
  const box = await area.boundingBox();
  if (!box) throw new Error("the trail area is not on screen");
  const trail = page.locator(".trail-image");
  const at = (dx: number) => page.mouse.move(box.x + 40 + dx, box.y + box.height / 2);

  await at(0);
  await at(20);
  await expect(trail).toHaveCount(0);
  await at(25);
  await expect(trail).toHaveCount(1);
  for (let dx = 50; dx <= 400; dx += 25) await at(dx);
  await expect(trail).toHaveCount(5);
  // Each new picture lies above the one before.
  const layers = await trail.evaluateAll((images) => images.map((image) => Number(getComputedStyle(image).zIndex)));
  expect(layers).toEqual([...layers].sort((a, b) => a - b));
});

test("the trail is the enhancing script's: the page loads no React", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the page loads no script at all");
  const loaded = await javaScriptLoadedBy(page, () => page.reload());
  await expectOnlyTheEnhancingScript(page, loaded);
  await expect(page.getByText("Move your pointer here")).toBeVisible();
});
