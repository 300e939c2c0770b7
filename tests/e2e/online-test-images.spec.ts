import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { openOnlineTest } from "../support/online-test";
import { signInAsStudent, signInAsTeacher } from "../support/people";

const options = { option_a: "3", option_b: "4", option_c: "5", option_d: "*six*", answer: "C", marks: 4 };

test("a question's image and Markdown: uploaded by the teacher, shown in the paper and in the attempt; HTML stays text", async ({
  page,
  browser,
  request,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const online = await openOnlineTest(request, {
    name: "Figures test",
    questions: [
      { text: "**Pythagoras**: the hypotenuse of the triangle shown?", ...options },
      { text: "<script>document.title='hacked'</script> What is 2 + 2?", ...options, answer: "B" },
    ],
    students: ["Vani"],
  });
  const [vani] = online.students;
  const figure = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#8ab" } })
    .png()
    .toBuffer();

  await signInAsTeacher(page);
  await page.goto(`/teacher/test/${online.batchId}/${online.subjectId}/tests/${online.testId}/paper`);
  const form = page.getByRole("form", { name: "Image for question 1" });
  await form
    .getByLabel("Image for question 1")
    .setInputFiles({ name: "triangle.png", mimeType: "image/png", buffer: figure });
  // Without words for the image nothing is saved, and the file must be chosen again.
  await form.getByRole("button", { name: "Add image" }).click();
  await expect(page.getByRole("form", { name: "Image for question 1" })).toContainText(
    "Describe the image in a few words",
  );
  await page
    .getByRole("form", { name: "Image for question 1" })
    .getByLabel("Image for question 1")
    .setInputFiles({ name: "triangle.png", mimeType: "image/png", buffer: figure });
  await page.getByLabel("What the image shows").first().fill("A right triangle with sides 3 and 4");
  await page.getByRole("form", { name: "Image for question 1" }).getByRole("button", { name: "Add image" }).click();
  await expect(page.getByText("Image saved for question 1")).toBeVisible();
  const shown = page.getByRole("img", { name: "A right triangle with sides 3 and 4" });
  await expect(shown).toHaveAttribute("width", "640");
  await expect(shown).toHaveAttribute("height", "320");
  await expect(page.locator("strong", { hasText: "Pythagoras" })).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 800 } });
  const student = await context.newPage();
  await signInAsStudent(student, vani.email, vani.password);
  await student.goto(`/testDetails/${online.testId}`);
  await student.getByRole("button", { name: "Start test" }).click();
  const first = student.getByRole("group", { name: "Question 1", exact: true });
  const image = first.getByRole("img", { name: "A right triangle with sides 3 and 4" });
  await expect(image).toHaveAttribute("width", "640");
  // Loaded, not only named: the browser may still be fetching it when the page has shown.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(first.locator("strong", { hasText: "Pythagoras" })).toBeVisible();
  await expect(first.locator("em", { hasText: "six" })).toBeVisible();
  const second = student.getByRole("group", { name: "Question 2", exact: true });
  await expect(second).toContainText("<script>document.title='hacked'</script> What is 2 + 2?");
  await expect(student).not.toHaveTitle("hacked");
  await context.close();
});
