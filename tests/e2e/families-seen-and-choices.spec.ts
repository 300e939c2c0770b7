import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { addGuardianTo, parentLinkFor, uniqueMobile } from "../support/families";
import { signInAsTeacher } from "../support/people";

// A parent confirms a notice with 'Seen' and chooses how their messages come, on a cheap phone (360 px, no
// JavaScript); the teacher sees who has seen it, and what the family chose.

const PHONE = { width: 360, height: 800 };

test("a parent presses 'Seen' and stops fee reminders by SMS; the teacher sees both", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const setup = await batchWithStudents(request, "History", ["Gita", "Hari", "Indu"]);
  const mobile = uniqueMobile();
  const guardian = await addGuardianTo(request, setup.teacher, setup.students[0].id, {
    name: "Lata Menon",
    relation: "mother",
    mobile,
  });
  const link = await parentLinkFor(request, setup.teacher, setup.students[0].id, guardian.id);
  const title = `Exam timetable ${Math.random().toString(36).slice(2, 7)}`;
  const studentPage = `/teacher/students/${setup.students[0].id}`;

  await signInAsTeacher(page);
  await test.step("the teacher posts a notice that asks families for 'Seen'", async () => {
    await page.goto("/teacher/announcements");
    await page.getByRole("link", { name: "New announcement" }).click();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Text").fill("The timetable is on the notice board.");
    await page.getByLabel("Audience").selectOption({ label: `Batch: ${setup.batchName}` });
    await page.getByLabel("Ask families to confirm with 'Seen'").check();
    await page.getByRole("button", { name: "Post announcement" }).click();
    await expect(page.locator(".toasts")).toContainText("Announcement posted");
    const item = page.getByRole("listitem").filter({ hasText: title });
    await expect(item.getByRole("link", { name: "Seen by 0 of 3 families" })).toBeVisible();
  });

  const family = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const parent = await family.newPage();
  await test.step("the parent presses 'Seen' once; the page then says when", async () => {
    await parent.goto(link);
    const notice = parent.getByRole("listitem").filter({ hasText: title });
    await expect(notice.getByText("The institute asks you to confirm that you have seen this.")).toBeVisible();
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await notice.getByRole("button", { name: "Seen" }).click();
    await expect(parent.locator(".toasts")).toContainText("Thank you: marked as seen");
    await expect(notice.getByText(/^Seen on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(notice.getByRole("button", { name: "Seen" })).toHaveCount(0);
  });

  await test.step("the teacher sees 'Seen by 1 of 3 families', and the family is no longer among those who have not", async () => {
    await page.goto("/teacher/announcements");
    const item = page.getByRole("listitem").filter({ hasText: title });
    await item.getByRole("link", { name: "Seen by 1 of 3 families" }).click();
    await expect(page.getByRole("heading", { name: `Who has seen it: ${title}` })).toBeVisible();
    const notSeen = page.getByRole("region", { name: "Not seen yet" });
    await expect(notSeen.getByRole("row", { name: /Hari Test/ })).toBeVisible();
    await expect(notSeen.getByRole("row", { name: /Indu Test/ })).toBeVisible();
    await expect(notSeen.getByText("Gita Test")).toHaveCount(0);
    const seen = page.getByRole("region", { name: "Seen", exact: true });
    await expect(seen.getByRole("row", { name: /Gita Test/ })).toContainText("by Lata Menon");
  });

  await test.step("the parent picks SMS and stops fee reminders", async () => {
    await parent.goto(link);
    const messages = parent.getByRole("region", { name: "Messages you get" });
    await messages.getByLabel("Send my messages by").selectOption({ label: "SMS" });
    await messages.getByLabel("Fee reminder").uncheck();
    await messages.getByRole("button", { name: "Save" }).click();
    await expect(parent.locator(".toasts")).toContainText("Your choices are saved");
    await expect(messages.getByLabel("Send my messages by")).toHaveValue("sms");
    await expect(messages.getByLabel("Fee reminder")).not.toBeChecked();
    await expect(messages.getByLabel("Absence")).toBeChecked();
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  await test.step("in Hindi the same page fits the phone too", async () => {
    await parent.getByRole("banner").getByRole("button", { name: "हिन्दी" }).click();
    const messages = parent.getByRole("region", { name: "आपको मिलने वाले संदेश" });
    await expect(messages.getByLabel("मेरे संदेश इससे भेजें")).toHaveValue("sms");
    await expect(messages.getByLabel("फ़ीस की याद")).not.toBeChecked();
    await expect(parent.getByRole("listitem").filter({ hasText: title })).toContainText("को देख लिया");
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await parent.getByRole("banner").getByRole("button", { name: "English" }).click();
  });

  await test.step("the teacher's view of the family shows the choice, and the teacher may set the channel", async () => {
    await page.goto(studentPage);
    const card = page.getByRole("listitem").filter({ hasText: "Lata Menon" });
    await expect(card).toContainText("Messages by: SMS · Stopped: Fee reminder");
    await card.getByRole("link", { name: "Edit Lata Menon" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Messages by")).toHaveValue("sms");
    await dialog.getByLabel("Messages by").selectOption({ label: "WhatsApp from the teacher's phone" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.locator(".toasts")).toContainText("Guardian saved");
    await expect(page.getByRole("listitem").filter({ hasText: "Lata Menon" })).toContainText(
      "Messages by: WhatsApp from the teacher's phone · Stopped: Fee reminder",
    );
  });

  await test.step("a link that does not work is a 404 that says so", async () => {
    const answer = await parent.goto(`/family/${"Z".repeat(43)}`);
    expect(answer?.status()).toBe(404);
    await expect(parent.getByRole("heading", { name: "This link is no longer valid" })).toBeVisible();
  });
  await family.close();
});
