import { expect, type Page, test } from "@playwright/test";
import { pdfFile } from "../support/files";
import { signInAsTeacher, uniqueName } from "../support/people";

// The teacher's enhancing script (decision 181): what it adds to pages the server renders whole. The other
// enhancements have their tests beside their screens: the modal dialog (teacher-home), copy buttons
// (doubt-sessions), the register's keys (classroom), the marks sheet's Enter and count (marks), the chat
// reopened on the batch page (assistant).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "these are what JavaScript adds");

/** Holds the requests to `url` of `method` back for a while (they still reach the server), so a test sees the page wait. */
async function slowDown(page: Page, url: RegExp, method = "POST") {
  await page.route(url, async (route) => {
    if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

async function teacherOn(page: Page, path: string) {
  await signInAsTeacher(page);
  await page.goto(path);
  await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
}

test("a button says it is working while its form is sent, and the message then goes after its time", async ({
  page,
}) => {
  await teacherOn(page, "/teacher/batches/new");
  // The browser shows nothing of a page it is leaving to a test's locators, so the page itself notes what the
  // button said once the form was on its way (a listener on window hears the submit after the script's).
  await page.evaluate(() =>
    window.addEventListener("submit", (event) => {
      const button = event.submitter;
      sessionStorage.setItem("sent-with", `${button?.textContent} ${button?.getAttribute("aria-disabled")}`);
    }),
  );
  const dialog = page.getByRole("dialog", { name: "Create New Batch" });
  await dialog.getByLabel("Batch name").fill(uniqueName("Pending label"));
  await dialog.getByLabel("Duration (months)").fill("6");
  await dialog.getByRole("button", { name: "Create Batch" }).click();

  await expect(page).toHaveURL(/\/teacher$/);
  expect(await page.evaluate(() => sessionStorage.getItem("sent-with"))).toBe("Please wait… true");
  const toast = page.getByRole("status").getByText("Batch created successfully");
  await expect(toast).toBeVisible();
  // A success stays 2 seconds (an error 4): then the live region is empty again.
  await expect(toast).toHaveCount(0, { timeout: 5000 });
});

test("an upload shows its progress, then the folder with the API's message", async ({ page }) => {
  await teacherOn(page, "/teacher/notes/1/1/new");
  await slowDown(page, /\/api\/v1\/teacher\/content\//);
  const dialog = page.getByRole("dialog", { name: "Add new Content" });
  const name = uniqueName("Progress shown");
  await dialog.getByLabel("Content Name").fill(name);
  await dialog.getByLabel("File type").selectOption("pdf");
  await dialog.getByLabel("File", { exact: true }).setInputFiles(pdfFile());
  const sent = page.waitForRequest((request) => request.url().includes("/api/v1/teacher/content/"));
  await dialog.getByRole("button", { name: "Add new Content" }).click();
  await sent;
  // The bar is a labelled progress bar, in the page's words, while the request is under way.
  await expect(dialog.getByRole("progressbar", { name: /^Uploading… \d+%$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/teacher\/notes\/1\/1$/);
  await expect(page.getByRole("status")).toContainText("Uploaded");
  await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
});

test("the assistant shows the question and 'Thinking…' at once, then the reply it streamed", async ({ page }) => {
  await teacherOn(page, "/teacher/course/1/subjects/2/assistant");
  await slowDown(page, /\/assistant\/stream$/);
  const chat = page.getByRole("dialog", { name: "AI Assistant: Science" });
  const question = uniqueName("Explain Newton's laws in markdown");
  await chat.getByLabel("Ask the assistant").fill(question);
  const streamed = page.waitForResponse((response) => response.url().endsWith("/assistant/stream"));
  await chat.getByRole("button", { name: "Send" }).click();
  const log = chat.getByRole("list", { name: "Conversation" });
  await expect(log.getByText(question)).toBeVisible();
  await expect(log.getByText("Thinking…")).toBeVisible();
  expect((await streamed).status()).toBe(200);
  // Once complete, the page comes again with the reply as the server formats it.
  await expect(log.getByRole("heading", { name: "Newton's laws" }).last()).toBeVisible();
  await expect(log.getByText("Thinking…")).toHaveCount(0);
});
