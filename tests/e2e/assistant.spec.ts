import { expect, test } from "@playwright/test";
import { signInAsTeacher } from "../support/people";

const assistantOf = "/teacher/course/1/subjects/2/assistant";

test("the teacher asks the assistant; the reply shows formatted and hostile content is neutralised", async ({
  page,
  javaScriptEnabled,
}) => {
  await signInAsTeacher(page);
  await page.goto("/teacher/course/1");
  await page.getByRole("link", { name: "AI Assistant for Science" }).click();
  const chat = page.getByRole("dialog", { name: "AI Assistant: Science" });
  await expect(chat).toBeVisible();
  if (javaScriptEnabled) expect(await page.evaluate(() => localStorage.getItem("aiScreen"))).toBe("1/2");

  // An empty question gets a message at the field.
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByText("Type a question for the assistant")).toBeVisible();

  await chat.getByLabel("Ask the assistant").fill("Explain Newton's laws in markdown");
  await chat.getByRole("button", { name: "Send" }).click();
  const log = chat.getByRole("list", { name: "Conversation" });
  // The two browser projects share the demo teacher's conversation, so the newest reply is the last one.
  await expect(log.getByRole("heading", { name: "Newton's laws" }).last()).toBeVisible();
  await expect(log.locator("strong", { hasText: "Inertia" }).last()).toBeVisible();
  await expect(log.getByRole("link", { name: "a source" }).last()).toHaveAttribute("href", "https://example.com/laws");
  await expect(log.getByRole("link", { name: "a trap" })).toHaveCount(0);
  await expect(log.getByText('<script>alert("x")</script>').last()).toBeVisible();
  await expect(page.locator(".chat-log script")).toHaveCount(0);

  // The conversation is kept on the server.
  await page.reload();
  await expect(chat.getByText("Explain Newton's laws in markdown").last()).toBeVisible();
  await expect(log.getByRole("heading", { name: "Newton's laws" }).last()).toBeVisible();
});

test("the model is told the batch and subject", { tag: "@server-only" }, async ({ page }) => {
  await signInAsTeacher(page);
  await page.goto("/teacher/course/1/subjects/1/assistant");
  await page.getByLabel("Ask the assistant").fill("Who are you helping?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(/with the subject "Maths"/).last()).toBeVisible();
  await expect(page.getByText(/of the batch "Class 10 Maths & Science"/).last()).toBeVisible();
});

test("an upstream failure and a timeout give a message, not an error page", async ({ page }) => {
  await signInAsTeacher(page);
  await page.goto(assistantOf);
  await page.getByLabel("Ask the assistant").fill("please fail now");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert")).toContainText("The AI assistant could not answer (500)");
  await expect(page.getByLabel("Ask the assistant")).toHaveValue("please fail now");

  await page.getByLabel("Ask the assistant").fill("be slow please");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert")).toContainText("The AI assistant took too long to answer");
});

test("closing the chat goes back to the batch and forgets that it was open", async ({ page, javaScriptEnabled }) => {
  await signInAsTeacher(page);
  await page.goto(assistantOf);
  await page.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/teacher\/course\/1$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  if (javaScriptEnabled) {
    expect(await page.evaluate(() => localStorage.getItem("aiScreen"))).toBeNull();
    // Left open, it is reopened when the teacher comes back to the batch.
    await page.goto(assistantOf);
    // The page notes that the chat is open once it has hydrated, which may come after the load event.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("aiScreen"))).not.toBeNull();
    await page.goto("/teacher");
    await page.goto("/teacher/course/1");
    await expect(page).toHaveURL(/\/assistant$/);
  }
});
