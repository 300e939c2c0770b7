import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { signInAsTeacher } from "../support/people";

// The question bank on a phone without JavaScript: 'New question' with a formula, an option's image, an edit kept
// as a version, a duplicate merged, and the question removed.

test.use({ viewport: { width: 360, height: 740 } });

const KINETIC = "The kinetic energy of a body of mass $m$ at speed $v$ is $\\frac{1}{2}mv^2$. Which is it for $2v$?";

/** 'New question' as the teacher fills it; lands on the question's page and answers its id. */
async function newQuestion(page: Page, subject: string) {
  await page.goto("/teacher/bank");
  await page.getByRole("link", { name: "New question" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New question" })).toBeVisible();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Chapter").fill("Work and energy");
  await page.getByLabel("Difficulty").selectOption({ label: "Hard" });
  await page.getByLabel("Question", { exact: true }).fill(KINETIC);
  for (const [letter, option] of [
    ["A", "$2mv^2$"],
    ["B", "$mv^2$"],
    ["C", "$4mv^2$"],
    ["D", "$\\frac{1}{4}mv^2$"],
  ])
    await page.getByLabel(`Option ${letter}`).fill(option);
  await page.getByLabel("Answer", { exact: true }).fill("A");
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Question \d+$/ })).toBeVisible();
  return Number(/\/teacher\/bank\/(\d+)$/.exec(page.url())?.[1]);
}

test("a teacher adds a question with a formula and an option's image, edits it, reads its history, merges a duplicate and removes it", async ({
  page,
}) => {
  const subject = `Bank physics ${Date.now()}`;
  await signInAsTeacher(page);

  // A question missing its answer comes back with what was typed and the message at the field.
  await page.goto("/teacher/bank/new");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Question", { exact: true }).fill(KINETIC);
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByText("Give the answer")).toBeVisible();
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue(KINETIC);

  const id = await newQuestion(page, subject);
  // The formula is rendered on the server as MathML, with no script.
  const question = page.getByRole("region", { name: "Question", exact: true });
  await expect(question.locator("math").first()).toBeAttached();
  await expect(question.locator("annotation").filter({ hasText: "\\frac{1}{2}mv^2" })).toHaveCount(1);

  const figure = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#8ab" } })
    .png()
    .toBuffer();
  const imageForm = page.getByRole("form", { name: "Add image" });
  await imageForm.getByLabel("Image for").selectOption({ label: "Option B" });
  await imageForm.getByLabel("Image file").setInputFiles({ name: "b.png", mimeType: "image/png", buffer: figure });
  await imageForm.getByLabel("What the image shows (for those who cannot see it)").fill("A bar twice as long");
  await imageForm.getByRole("button", { name: "Add image" }).click();
  await expect(page.getByText("Image saved for option B")).toBeVisible();
  await expect(question.getByRole("img", { name: "A bar twice as long" })).toBeVisible();

  await page.getByRole("link", { name: "Edit question" }).click();
  await page.getByLabel("Chapter").fill("Energy");
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByText("Question saved as version 2")).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Version 2");
  await expect(history.getByRole("listitem").first()).toContainText("Changed: Chapter");
  await expect(page.getByRole("region", { name: "Record" })).toContainText("Not used in a paper yet.");

  // The same question typed again is a duplicate: 'Merge' keeps the first.
  const twin = await newQuestion(page, subject);
  await page.goto("/teacher/bank/duplicates");
  const group = page.getByRole("form").filter({ hasText: `Keep question ${twin}` });
  await group.getByLabel(`Keep question ${id}`).check();
  await group.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText(`Merged 1 into question ${id}`)).toBeVisible();
  await expect(page.getByText(`Keep question ${twin}`)).toHaveCount(0);
  await page.goto(`/teacher/bank?subject=${encodeURIComponent(subject)}`);
  await expect(page.getByRole("link", { name: /^Question \d+$/ })).toHaveText([`Question ${id}`]);

  // Removing asks first; papers would keep their copies.
  await page.getByRole("link", { name: `Question ${id}` }).click();
  await page.getByRole("link", { name: "Remove from the bank" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove from the bank" });
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Question removed from the bank")).toBeVisible();
  await page.goto(`/teacher/bank?subject=${encodeURIComponent(subject)}`);
  await expect(page.getByText("No questions here yet").first()).toBeVisible();
});
