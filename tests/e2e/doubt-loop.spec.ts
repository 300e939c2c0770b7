import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { teacherToken } from "../support/api";
import { readCalendar } from "../support/ics";
import { waitForMail } from "../support/mailbox";
import { book, dayLabel, newWeekWithSlots } from "../support/newest-week";
import { demoTeacher, signInAsTeacher, uniqueEmail } from "../support/people";

// Adding a week may wait for another test that needs /slot to offer its own week.
test.describe.configure({ timeout: 120_000 });

/** Books on /slot as a visitor does; the day and time are chosen in the session picker. */
async function bookOnSlotPage(page: Page, email: string, weekday: string, time: string) {
  const day = dayLabel(weekday);
  await page.goto("/slot");
  await expect(page.getByText("One e-mail address can hold at most 2 upcoming sessions at once.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Select Class").selectOption("Class 12th");
  await page.getByLabel("Type of Doubt").fill("Limits of sin x / x");
  await page.getByRole("group", { name: "Day" }).getByRole("button", { name: day }).click();
  await page
    .getByRole("group", { name: `Time on ${day}` })
    .getByRole("button", { name: time })
    .click();
  await expect(page.getByLabel(/^Selected DateTime/)).toHaveValue(`${day}, ${time}`);
  await page.getByRole("button", { name: "Confirm & Send" }).click();
  // With JavaScript the form confirms first, then moves on after a second.
  await expect(page).toHaveURL(/\/thanks\/[0-9a-f-]{36}#main$/, { timeout: 10_000 });
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

const icsOf = (mail: { attachments: { filename: string; content: string }[] }) => {
  const file = mail.attachments.find((attachment) => attachment.filename === "doubt-session.ics");
  expect(file).toBeDefined();
  // postal-mime hands text attachments back with LF line ends; the bytes sent (base64) have CRLF, which
  // the downloaded file and the outbox (tests/unit) are checked for.
  return readCalendar(file!.content.replace(/\r?\n/g, "\r\n"));
};

const doubtCard = (page: Page, email: string) => page.getByRole("article").filter({ hasText: email });

// A visitor's pages carry no script; the teacher's side with JavaScript is doubt-sessions.spec.ts's journey.
test("a visitor books and gets the mail with the .ics; once accepted, the mail and /thanks carry the join link", {
  tag: "@server-only",
}, async ({ page, browser, baseURL, javaScriptEnabled, request }) => {
  const email = uniqueEmail("booker");
  const visitor = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
  let doubtId = "";
  const { week } = await newWeekWithSlots(
    request,
    await teacherToken(request),
    [{ day: "Wednesday", time: "15:00" }],
    async () => {
      doubtId = await bookOnSlotPage(visitor, email, "Wednesday", "15:00");
    },
  );
  await expect(visitor.getByText("Approval Pending")).toBeVisible();
  // The visitor's own text is on their page, never in the mail to the address they typed (issue 19).
  await expect(visitor.locator("dl")).toContainText("Limits of sin x / x");

  const booked = await waitForMail({ to: email, subject: /^Doubt session requested: Wednesday, .* at 15:00$/ });
  expect(booked.text).toContain(`${baseURL}/thanks/${doubtId}`);
  for (const part of [booked.text, booked.html, ...booked.attachments.map((a) => a.content)]) {
    expect(part).not.toContain("Limits of sin x");
  }
  const first = icsOf(booked);
  expect(first).toMatchObject({ uid: `doubt-${doubtId}@doubt-sessions`, sequence: 0, url: null });
  const teacherMail = await waitForMail({
    to: demoTeacher.email,
    subject: /^New doubt session request/,
    mentions: email,
  });
  expect(teacherMail.text).toContain(`${baseURL}/teacher/week/${week.id}`);
  expect(teacherMail.text).toContain("Doubt: Limits of sin x / x");

  await signInAsTeacher(page);
  await page.goto(`/teacher/week/${week.id}?day=Wednesday`);
  await doubtCard(page, email).getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Request accepted.")).toBeVisible();

  const accepted = await waitForMail({ to: email, subject: /^Doubt session confirmed/ });
  const joinUrl = accepted.text.match(/Join meeting:\n(\S+)/)?.[1];
  expect(joinUrl).toMatch(/^https:\/\/meet\.jit\.si\/DoubtSession-[0-9a-f]{32}$/);
  expect(icsOf(accepted)).toMatchObject({ uid: first.uid, sequence: 1, url: joinUrl, location: joinUrl });

  await visitor.goto(`/thanks/${doubtId}`);
  await expect(visitor.locator("dl")).toContainText("Approved");
  await expect(visitor.getByRole("link", { name: "Join meeting" })).toHaveAttribute("href", joinUrl!);
  const ics = await visitor.request.get(`/thanks/${doubtId}/calendar.ics`);
  expect(readCalendar(await ics.text())).toMatchObject({ uid: first.uid, sequence: 1, url: joinUrl });
  await visitor.context().close();
});

test("a visitor cancels after confirming; the time is offered again and the teacher hears of it", {
  tag: "@server-only",
}, async ({ page, request }) => {
  const email = uniqueEmail("canceller");
  await newWeekWithSlots(request, await teacherToken(request), [{ day: "Thursday", time: "15:30" }], async () => {
    const doubtId = await bookOnSlotPage(page, email, "Thursday", "15:30");
    await page.goto("/slot");
    await expect(page.getByRole("group", { name: "Day" }).getByRole("button")).toHaveCount(0);

    await page.goto(`/thanks/${doubtId}`);
    await page.getByRole("link", { name: "Cancel booking" }).click();
    await expect(page.getByRole("heading", { name: "Cancel booking?" })).toBeVisible();
    await page.getByRole("link", { name: "Keep booking" }).click();
    await expect(page.locator("dl")).toContainText("Approval Pending");
    await page.getByRole("link", { name: "Cancel booking" }).click();
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page).toHaveURL(new RegExp(`/thanks/${doubtId}$`));
    await expect(page.getByText("Your booking is cancelled. The time is free for someone else.").first()).toBeVisible();
    await expect(page.locator("dl")).toContainText("Cancelled");
    await expect(page.getByRole("link", { name: "Cancel booking" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Join meeting" })).toHaveCount(0);

    // The freed time is offered, and can be booked, again.
    await page.goto("/slot");
    await page
      .getByRole("group", { name: "Day" })
      .getByRole("button", { name: dayLabel("Thursday") })
      .click();
    await expect(page.getByRole("group", { name: `Time on ${dayLabel("Thursday")}` }).getByRole("button")).toHaveText([
      "15:30",
    ]);
    await bookOnSlotPage(page, uniqueEmail("next"), "Thursday", "15:30");
  });
  const cancelled = await waitForMail({
    to: demoTeacher.email,
    subject: /^Doubt session cancelled: Thursday/,
    mentions: email,
  });
  expect(cancelled.text).toContain(email);
});

test("the teacher declines a request with a message, which the visitor's mail and page carry", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("declined");
  const { week, slots } = await newWeekWithSlots(request, await teacherToken(request), [
    { day: "Friday", time: "16:45" },
  ]);
  const { doubtId } = await (await book(request, slots[0], email)).json();

  await signInAsTeacher(page);
  await page.goto(`/teacher/week/${week.id}?day=Friday`);
  await doubtCard(page, email).getByRole("link", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog", { name: "Decline request" });
  await expect(dialog).toContainText(email);
  await dialog
    .getByLabel("Message to the visitor (optional)")
    .fill("I am at a board meeting then. Please pick Monday.");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText("Request declined.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const card = doubtCard(page, email);
  await expect(card).toContainText("Declined");
  await expect(card.getByRole("button", { name: "Accept" })).toHaveCount(0);

  const mail = await waitForMail({ to: email, subject: /^Doubt session declined/ });
  expect(mail.text).toContain("Message from the teacher:\nI am at a board meeting then. Please pick Monday.");
  await page.goto(`/thanks/${doubtId}`);
  await expect(page.locator("dl")).toContainText("Declined");
  await expect(page.locator("dl")).toContainText("I am at a board meeting then. Please pick Monday.");
});

test("a third upcoming session for one e-mail is refused on /slot, keeping what was typed", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("keen");
  const slotTimes = ["09:00", "09:15", "09:30"].map((time) => ({ day: "Monday", time }));
  await newWeekWithSlots(request, await teacherToken(request), slotTimes, async ({ slots }) => {
    for (const slot of slots.slice(0, 2)) expect((await book(request, slot, email)).status()).toBe(201);
    await page.goto("/slot");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Select Class").selectOption("Class 10th");
    await page.getByLabel("Type of Doubt").fill("Probability");
    await page
      .getByRole("group", { name: "Day" })
      .getByRole("button", { name: dayLabel("Monday") })
      .click();
    await page
      .getByRole("group", { name: `Time on ${dayLabel("Monday")}` })
      .getByRole("button", { name: "09:30" })
      .click();
    await expect(page.getByLabel(/^Selected DateTime/)).toHaveValue(/09:30$/);
    await page.getByRole("button", { name: "Confirm & Send" }).click();
    await expect(page.getByText(/You already have 2 upcoming doubt sessions/).first()).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Type of Doubt")).toHaveValue("Probability");
  });
});

test("/thanks is a capability link: no referrer, no index", { tag: "@server-only" }, async ({ page, request }) => {
  const { slots } = await newWeekWithSlots(request, await teacherToken(request), [{ day: "Monday", time: "16:00" }]);
  const { doubtId } = await (await book(request, slots[0], uniqueEmail("private"))).json();
  const response = await page.goto(`/thanks/${doubtId}`);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Its cancel page keeps a policy that lets its form send an Origin.
  const cancelPage = await page.goto(`/thanks/${doubtId}/cancel`);
  expect(cancelPage?.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("the new booking pages have no accessibility violations", async ({ page, request, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe runs as a script inside the page");
  const check = async () => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  };
  const teacher = await teacherToken(request);
  const { week, slots } = await newWeekWithSlots(request, teacher, [
    { day: "Tuesday", time: "14:30" },
    { day: "Tuesday", time: "14:45" },
  ]);
  const accepted = (await (await book(request, slots[0], uniqueEmail("axe-accepted"))).json()).doubtId;
  const pending = (await (await book(request, slots[1], uniqueEmail("axe-pending"))).json()).doubtId;
  await request.post(`/api/v1/meetings/createMeetingLink/${accepted}`, { headers: { Authorization: teacher } });
  await page.goto(`/thanks/${accepted}`);
  await expect(page.getByRole("link", { name: "Join meeting" })).toBeVisible();
  await check();
  await page.goto(`/thanks/${pending}/cancel`);
  await check();
  await signInAsTeacher(page);
  await page.goto(`/teacher/week/${week.id}/decline/${pending}`);
  await expect(page.getByRole("dialog", { name: "Decline request" })).toBeVisible();
  await check();
});
