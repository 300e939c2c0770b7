import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { weekRange } from "../../app/domain/core/calendar-days";
import { teacherToken } from "../support/api";
import {
  book,
  dayLabel,
  defaultWeekStart,
  newWeekWithSlots,
  type OfferedSlot,
  withNewestWeek,
} from "../support/newest-week";
import { signInAsTeacher, uniqueEmail, uniqueName } from "../support/people";

const weekCard = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("a visitor books a session from the landing page; the teacher accepts it and completes the week", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const weekName = uniqueName("Doubt week");
  const email = uniqueEmail("visitor");
  const visitorContext = await browser.newContext({ baseURL, javaScriptEnabled });
  const visitor = await visitorContext.newPage();
  let laterSlot: OfferedSlot | undefined;
  let thanksPage = "";

  await withNewestWeek(async () => {
    // The teacher adds a week and its slots.
    await signInAsTeacher(page);
    await page.getByRole("link", { name: "Add Week" }).click();
    const newWeek = page.getByRole("dialog", { name: "Create New Week" });
    // A week starts on the coming Monday unless the teacher picks another day.
    await expect(newWeek.getByLabel("Start date")).toHaveValue(defaultWeekStart());
    await newWeek.getByLabel("Week name (optional)").fill(weekName);
    await newWeek.getByRole("button", { name: "Create Week" }).click();
    await expect(page.getByText("Week created successfully")).toBeVisible();
    const card = weekCard(page, weekName);
    await expect(card).toContainText("Ongoing");
    await expect(card).toContainText("0 slots");
    await expect(card).toContainText(weekRange(defaultWeekStart()));

    await card.getByRole("link", { name: `Manage Slots of ${weekName}` }).click();
    const slots = page.getByRole("dialog", { name: "Create New Slots" });
    await expect(slots.getByLabel("Start hour")).toHaveValue("10");
    await expect(slots.getByLabel("End hour")).toHaveValue("12");
    await slots.getByRole("button", { name: "Create Slots" }).click();
    await expect(slots.getByText("At least one day needs to be selected")).toBeVisible();
    // All seven days are offered, weekends too, each with its date in this week.
    await expect(slots.getByRole("checkbox")).toHaveCount(7);
    await expect(slots.getByText(`Sunday ${dayLabel("Sunday").replace(/^\w+ /, "")}`)).toBeVisible();
    await slots.getByLabel("Tuesday").check();
    await slots.getByLabel("Saturday").check();
    await slots.getByLabel("Start hour").fill("16");
    await slots.getByLabel("End hour").fill("17");
    await slots.getByRole("button", { name: "Create Slots" }).click();
    await expect(page.getByText(`8 new slots added to ${weekName}`)).toBeVisible();
    await expect(weekCard(page, weekName)).toContainText("8 slots");
    // The form shows which days have slots already.
    await weekCard(page, weekName)
      .getByRole("link", { name: `Manage Slots of ${weekName}` })
      .click();
    const again = page.getByRole("dialog", { name: "Create New Slots" });
    await expect(again.getByText(/^Tuesday .* · 4 slots$/)).toBeVisible();
    await expect(again.getByText(/^Saturday .* · 4 slots$/)).toBeVisible();
    await expect(again.getByText(/^Thursday \d+ \w+$/)).toBeVisible();
    await again.getByLabel("Thursday").check();
    await again.getByLabel("Start hour").fill("16");
    await again.getByLabel("End hour").fill("17");
    await again.getByRole("button", { name: "Create Slots" }).click();
    await expect(page.getByText(`4 new slots added to ${weekName}`)).toBeVisible();

    // A visitor, without an account, books from the landing page.
    await visitor.goto("/");
    await visitor.getByRole("banner").getByRole("link", { name: "Book a doubt session" }).click();
    await expect(visitor).toHaveURL(/\/slot$/);
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText(weekName);
    // The same sign-in label as on every public page (issue 20).
    await expect(visitor.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/signin");
    await visitor.getByLabel("Email").fill(email);
    // The classes offered are those the active batches name (the demo's Class 10 and Class 12), not a fixed list.
    const classes = await visitor.getByLabel("Select Class").locator("option").allTextContents();
    expect(classes).toEqual(expect.arrayContaining(["Class 10th", "Class 12th"]));
    expect(classes).not.toContain("Class 8th");
    await visitor.getByLabel("Select Class").selectOption("Class 12th");
    await visitor.getByLabel("Type of Doubt").fill("Integration by parts");

    // Text browsers ignore `formaction`: every button posts the one form to its own address.
    await expect(visitor.locator("[formaction]")).toHaveCount(0);
    // The days are the week's real dates, the weekend included.
    const [tuesday, thursday, saturday] = ["Tuesday", "Thursday", "Saturday"].map((day) => dayLabel(day));
    const days = visitor.getByRole("group", { name: "Day" }).getByRole("button");
    await expect(days).toHaveText([tuesday, thursday, saturday]);
    await visitor.getByRole("button", { name: thursday }).click();
    if (!javaScriptEnabled) await expect(visitor).toHaveURL(/\/slot#booking$/);
    const times = visitor.getByRole("group", { name: `Time on ${thursday}` }).getByRole("button");
    await expect(times).toHaveText(["16:00", "16:15", "16:30", "16:45"]);
    // Choosing a day kept everything typed.
    await expect(visitor.getByLabel("Email")).toHaveValue(email);
    await expect(visitor.getByLabel("Select Class")).toHaveValue("Class 12th");
    await expect(visitor.getByLabel("Type of Doubt")).toHaveValue("Integration by parts");

    await visitor.getByRole("button", { name: "16:30" }).click();
    const selected = visitor.getByLabel("Selected DateTime (India Standard Time)");
    await expect(selected).toHaveValue(`${thursday}, 16:30`);
    await expect(visitor.getByLabel("Email")).toHaveValue(email);

    await visitor.getByRole("button", { name: "Confirm & Send" }).click();
    await expect(visitor).toHaveURL(/\/thanks\/[0-9a-f-]{36}#main$/);
    thanksPage = visitor.url();
    await expect(
      visitor.getByText(
        "Your request has been sent to the teacher. You will get a mail with the meeting link when the teacher accepts it.",
      ),
    ).toBeVisible();
    const details = visitor.locator("dl");
    await expect(details).toContainText(email);
    await expect(details).toContainText("16:30 (India Standard Time)");
    await expect(details).toContainText(/Thursday, \d{1,2} \w+ \d{4}/);
    await expect(details).toContainText("Class 12th");
    await expect(details).toContainText("Integration by parts");
    await expect(details).toContainText("Approval Pending");
    await expect(visitor.getByRole("link", { name: "Explore" })).toHaveCount(0);
    await expect(visitor.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
    await expect(visitor.getByRole("link", { name: "Browse batches" })).toHaveAttribute("href", "/register");
    await expect(visitor.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute(
      "href",
      /\/thanks\/[0-9a-f-]{36}\/calendar\.ics$/,
    );

    // The booked time is no longer offered; the others still are.
    await visitor.goto("/slot");
    await visitor.getByRole("button", { name: thursday }).click();
    await expect(visitor.getByRole("group", { name: `Time on ${thursday}` }).getByRole("button")).toHaveText([
      "16:00",
      "16:15",
      "16:45",
    ]);
    const offer = await (await visitor.request.get("/api/v1/meetings/bookingDetails")).json();
    laterSlot = offer.slots.find((slot: OfferedSlot) => slot.day === "Tuesday");
  });

  // The teacher sees the doubt on the week's page and accepts it.
  await page.goto("/teacher");
  await weekCard(page, weekName)
    .getByRole("link", { name: `View Details of ${weekName}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: weekName })).toBeVisible();
  const dayLinks = page.getByRole("region", { name: "Available days" }).getByRole("link");
  await expect(dayLinks).toHaveText(["Tuesday", "Thursday", "Saturday"].map((day) => dayLabel(day)));
  await page.getByRole("link", { name: dayLabel("Thursday"), exact: true }).click();
  await expect(page).toHaveURL(/\?day=Thursday$/);
  const thursday = page.getByRole("list", { name: `Slots on ${dayLabel("Thursday")}` }).getByRole("listitem");
  await expect(thursday).toHaveCount(4);
  await expect(thursday.filter({ hasText: "16:30" })).toContainText("Booked");

  const doubt = page.getByRole("article").filter({ hasText: email });
  await expect(doubt).toContainText(email.charAt(0).toUpperCase());
  await expect(doubt).toContainText("Raised on");
  await expect(doubt).toContainText("Class 12th");
  await expect(doubt).toContainText("Integration by parts");
  await expect(doubt).toContainText("Pending");
  await doubt.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Request accepted. The meeting link is ready.")).toBeVisible();
  await expect(doubt).toContainText("Accepted");

  await doubt.getByRole("link", { name: "View Meeting Details" }).click();
  const meeting = page.getByRole("dialog", { name: "Meeting Details" });
  await expect(meeting).toContainText(email);
  await expect(meeting).toContainText("16:30 (India Standard Time)");
  await expect(meeting).toContainText("Pending");
  const joinUrl = meeting.locator("code").first();
  await expect(joinUrl).toHaveText(/^https:\/\/meet\.jit\.si\/DoubtSession-[0-9a-f]{32}$/);
  if (javaScriptEnabled) {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await meeting.getByRole("button", { name: "Copy Join URL" }).click();
    await expect(meeting.getByText("Join URL copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await joinUrl.textContent());
  } else {
    await expect(meeting.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
  }
  await meeting.getByRole("button", { name: "Mark Session Completed" }).click();
  await expect(page.getByText("Session marked as completed")).toBeVisible();
  await expect(meeting).toContainText("Completed");
  await meeting.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/teacher\/week\/\d+\?day=Thursday$/);

  await visitor.goto(thanksPage);
  await expect(visitor.locator("dl")).toContainText("Approved");

  // The teacher completes the week, after confirming.
  await page.goto("/teacher");
  await weekCard(page, weekName)
    .getByRole("link", { name: `Complete Week ${weekName}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Complete Week" });
  await expect(confirm).toContainText("Visitors will no longer be able to book its slots");
  await confirm.getByRole("button", { name: "Complete Week" }).click();
  await expect(page.getByText(`${weekName} is completed`)).toBeVisible();
  await expect(weekCard(page, weekName)).toContainText("Completed");
  await expect(weekCard(page, weekName).getByRole("link", { name: /Manage Slots/ })).toHaveCount(0);

  // Nothing of that week is offered or bookable any more.
  await visitor.goto("/slot");
  await expect(visitor.getByRole("heading", { level: 1 })).not.toContainText(weekName);
  expect(laterSlot).toBeDefined();
  const late = await book(visitor.request, laterSlot!, uniqueEmail("late"));
  expect(late.status()).toBe(409);
  await visitorContext.close();
});

test("a week named by its start date; its past days take no bookings", { tag: "@server-only" }, async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const teacher = await teacherToken(request);
  // A week that began 14 days before the coming Monday is over: /slot offers none of it.
  const past = new Date(Date.parse(`${defaultWeekStart()}T00:00:00Z`) - 14 * 86_400_000).toISOString().slice(0, 10);
  await newWeekWithSlots(
    request,
    teacher,
    [{ day: "Monday", time: "10:00" }],
    async () => {
      await page.goto("/slot");
      await expect(page.getByText("Every session this week is booked or over. Please check back later.")).toBeVisible();
      await expect(page.getByRole("group", { name: "Day" })).toHaveCount(0);
    },
    past,
  );

  // Without a name, a week is called after its start date. It becomes the newest week: hold /slot meanwhile.
  await signInAsTeacher(page);
  await withNewestWeek(async () => {
    await page.goto("/teacher/weeks/new");
    const newWeek = page.getByRole("dialog", { name: "Create New Week" });
    await newWeek.getByLabel("Start date").fill("2027-01-02");
    await newWeek.getByRole("button", { name: "Create Week" }).click();
    await expect(page.getByText("Week created successfully")).toBeVisible();
    const card = weekCard(page, "Week of 2 Jan").first();
    await expect(card).toContainText(/2\s–\s8 Jan 2027/);
    const details = await card.getByRole("link", { name: /^View Details/ }).getAttribute("href");
    const gone = await request.delete(`/api/v1/meetings/weeks/${details?.split("/").pop()}`, {
      headers: { Authorization: teacher },
    });
    expect(gone.status()).toBe(200);
  });
});

test("the booking form keeps what was typed and names what is missing", async ({ page, request }) => {
  test.setTimeout(90_000);
  await newWeekWithSlots(request, await teacherToken(request), [{ day: "Friday", time: "15:30" }], async () => {
    await page.goto("/slot");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Type of Doubt").fill("Circles");
    await page.getByRole("button", { name: "Confirm & Send" }).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByText("Select your class")).toBeVisible();
    await expect(page.getByText("Choose a day and a time")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Type of Doubt")).toHaveValue("Circles");
  });
});

test("the teacher deletes a free slot but not a booked one", async ({ page, request }) => {
  test.setTimeout(90_000);
  const { week, slots } = await newWeekWithSlots(request, await teacherToken(request), [
    { day: "Monday", time: "15:00" },
    { day: "Monday", time: "15:15" },
  ]);
  expect((await book(request, slots[1], uniqueEmail("keeps"))).status()).toBe(201);
  await signInAsTeacher(page);
  await page.goto(`/teacher/week/${week.id}`);
  await expect(page.getByText(/Ongoing · 2 slots$/)).toBeVisible();
  const monday = page.getByRole("list", { name: `Slots on ${dayLabel("Monday")}` }).getByRole("listitem");
  await expect(monday.filter({ hasText: "15:15" })).toContainText("Booked");
  await expect(page.getByRole("button", { name: "Delete 15:15" })).toHaveCount(0);
  await page.getByRole("button", { name: "Delete 15:00" }).click();
  await expect(page.getByText("Slot deleted")).toBeVisible();
  await expect(page.getByText(/Ongoing · 1 slot$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete 15:00" })).toHaveCount(0);
});

test("an unknown doubt or week gives a clear error page", { tag: "@server-only" }, async ({ page }) => {
  expect((await page.goto("/thanks/not-a-doubt"))?.status()).toBe(400);
  await expect(page.getByText("Invalid doubt id")).toBeVisible();
  await signInAsTeacher(page);
  expect((await page.goto("/teacher/week/999999"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the doubt-session pages have no accessibility violations", async ({ page, request, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe runs as a script inside the page");
  test.setTimeout(90_000);
  const check = async () => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  };
  const { week, slots } = await newWeekWithSlots(
    request,
    await teacherToken(request),
    [
      { day: "Wednesday", time: "14:00" },
      { day: "Wednesday", time: "14:15" },
    ],
    async () => {
      await page.goto("/slot?day=Wednesday");
      await expect(page.getByRole("button", { name: "14:00" })).toBeVisible();
      await check();
    },
  );
  const booked = await (await book(request, slots[0], uniqueEmail("axe"))).json();
  await page.goto(`/thanks/${booked.doubtId}`);
  await check();
  await signInAsTeacher(page);
  await check();
  await page.goto(`/teacher/weeks/${week.id}/slots`);
  await check();
  await page.goto(`/teacher/week/${week.id}`);
  await check();
});
