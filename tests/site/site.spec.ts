import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { teacherToken } from "../support/api";
import { DEMO_BATCH, signInAsStudent, signInAsTeacher, uniqueName } from "../support/people";

// These tests run on their own app with a fresh demo database (project "site" in playwright.config.ts), in
// this order: first the screenshots of the untouched demo, then the teacher changes the public site.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const WIDTHS = [360, 1280];
// A full page takes a while on a busy machine: more time than expect's usual five seconds.
const screenshot = {
  fullPage: true,
  stylePath: ["fixed-font.css", "clock-free.css"].map((file) => path.join(import.meta.dirname, file)),
  timeout: 30_000,
};

/**
 * The demo batches start on the next 1 April and 1 June after the seeding, so their start dates are masked,
 * as is anything else a test names at random (`masked`).
 */
/**
 * The demo's homework due days, announcement times and the open test's window are counted from the seeding's
 * clock, and today's classes depend on the weekday: masked too.
 */
const seededDays = (page: Page, regions = { tests: "Online tests", today: "Today's classes" }) => [
  page.locator(".homework-list h3 + p"),
  page.locator("h3 + p.muted"),
  page.getByRole("region", { name: regions.tests }).getByRole("list"),
  page.getByRole("region", { name: regions.today }).locator("ul, p.empty"),
];

async function expectLook(page: Page, name: string, masked: Locator[] = []) {
  const mask = [page.locator(".batch-card dt:text-is('Starts') + dd"), ...masked];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, { ...screenshot, mask });
  }
}

test.describe("the pages look as they did (npx playwright test --project=site --update-snapshots after a wanted change)", () => {
  test("the landing page", async ({ page }) => {
    await page.goto("/");
    await expectLook(page, "landing");
  });

  test("the student dashboard and test details", async ({ page }) => {
    await signInAsStudent(page);
    // Again, so that the sign-in toast has gone.
    await page.goto("/dashboard");
    await expectLook(page, "student-dashboard", seededDays(page));
    await page.getByRole("link", { name: "Tests" }).click();
    await page.getByRole("link", { name: "View Unit Test 1: Real Numbers" }).click();
    await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
    await expectLook(page, "test-details");
  });

  test("the landing page, the dashboard and test details in Hindi", async ({ page, context, baseURL }) => {
    const hindi = () => context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
    await hindi();
    await page.goto("/");
    await expectLook(page, "landing-hindi", [page.locator(".batch-card dt:text-is('शुरुआत') + dd")]);
    // The sign-in helper reads the English labels; the student's pages then follow the cookie again.
    await context.clearCookies();
    await signInAsStudent(page);
    await hindi();
    await page.goto("/dashboard");
    await expectLook(page, "student-dashboard-hindi", seededDays(page, { tests: "ऑनलाइन टेस्ट", today: "आज की क्लास" }));
    await page.getByRole("navigation", { name: "छात्र" }).getByRole("link", { name: "टेस्ट" }).click();
    await page.getByRole("link", { name: "Unit Test 1: Real Numbers देखें" }).click();
    await expect(page.getByRole("heading", { name: "विवरण" })).toBeVisible();
    await expectLook(page, "test-details-hindi");
  });

  test("the marks sheet in Hindi", async ({ page, context, baseURL, request }) => {
    // The demo batch's first test, found over the API; the demo teacher's pages then follow the cookie.
    const headers = { Authorization: await teacherToken(request) };
    const { courses } = await (
      await request.get(`/api/v1/teacher/courses?q=${encodeURIComponent(DEMO_BATCH)}`, { headers })
    ).json();
    const batch = (courses as { id: number; batch_name: string }[]).find((each) => each.batch_name === DEMO_BATCH);
    const { subjects } = await (await request.get(`/api/v1/teacher/course/${batch?.id}`, { headers })).json();
    const subjectId = (subjects as { id: number }[])[0].id;
    const { tests } = await (await request.get(`/api/v1/test/details/${batch?.id}/${subjectId}`, { headers })).json();
    await signInAsTeacher(page);
    await context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
    await page.goto(`/teacher/test/${batch?.id}/${subjectId}?test=${tests[0].id}&mode=edit`);
    await expect(page.getByRole("button", { name: "बदलाव सहेजें" })).toBeVisible();
    await expectLook(page, "marks-sheet-hindi");
  });

  test("the teacher home", async ({ page }) => {
    await signInAsTeacher(page);
    await page.goto("/teacher");
    // The demo's week starts on the coming Monday: its name and dates change with the day the test runs.
    const weekDates = page.getByRole("region", { name: "Slots management" }).locator("article h3, article .muted");
    // The demo enquiries' follow-up days are counted from the seeding's clock too.
    const followUps = page.getByRole("region", { name: "Enquiries to follow up" }).getByRole("list");
    await expectLook(page, "teacher-home", [weekDates, followUps]);
  });
});

const photo = async () => ({
  name: "topper.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer(),
});

test("the teacher edits the public site and the landing page shows it", async ({ page }) => {
  await signInAsTeacher(page);
  await page.getByRole("navigation", { name: "Teacher" }).getByRole("link", { name: "Site" }).click();
  await expect(page.getByRole("heading", { name: "Site", level: 1 })).toBeVisible();

  await test.step("a bad link is refused and nothing typed is lost", async () => {
    await page.getByLabel("Institute name").fill("Sharma Science Classes");
    await page.getByLabel("Instagram").fill("https://example.com/not-instagram");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Enter the full address of your Instagram page")).toBeVisible();
    await expect(page.getByLabel("Institute name")).toHaveValue("Sharma Science Classes");
  });

  await test.step("the name changes and the WhatsApp link goes", async () => {
    await page.getByLabel("Instagram").fill("https://www.instagram.com/sharmascience");
    await page.getByLabel("WhatsApp number").fill("");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByRole("status")).toContainText("Site details saved");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sharma Science Classes" })).toBeVisible();
  });

  const topper = uniqueName("Priya");
  await test.step("a topper with a photo is added", async () => {
    await page.getByRole("link", { name: "Add topper" }).click();
    const dialog = page.getByRole("dialog", { name: "Add topper" });
    await dialog.getByLabel("Name").fill(topper);
    await dialog.getByLabel("Class").fill("Class 12th");
    await dialog.getByLabel("Score").fill("98%");
    await dialog.getByLabel("Photo").setInputFiles(await photo());
    await dialog.getByRole("button", { name: "Add topper" }).click();
    await expect(page.getByRole("status")).toContainText("Topper added");
  });

  await test.step("a price is edited", async () => {
    await page.getByRole("link", { name: /^Edit Content, ₹600/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit plan" });
    await dialog.getByLabel("Price (₹)").fill("-5");
    await dialog.getByRole("button", { name: "Save plan" }).click();
    await expect(dialog.getByText("The price cannot be negative")).toBeVisible();
    await dialog.getByLabel("Price (₹)").fill("650");
    await dialog.getByRole("button", { name: "Save plan" }).click();
    await expect(page.getByRole("status")).toContainText("Pricing plan saved");
  });

  const batch = uniqueName("Class 11 Physics");
  await test.step("a new batch", async () => {
    await page.goto("/teacher/batches/new");
    await page.getByLabel("Batch name").fill(batch);
    await page.getByRole("button", { name: "Create Batch" }).click();
    await expect(page.getByRole("status")).toContainText("Batch created successfully");
  });

  await test.step("the landing page shows it all", async () => {
    await page.goto("/");
    await expect(page).toHaveTitle(/^Sharma Science Classes/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sharma Science Classes" })).toBeVisible();
    const portrait = page.getByRole("img", { name: `Photo of ${topper}` });
    await expect(portrait).toHaveAttribute("width", "120");
    await expect(portrait).toHaveAttribute("height", "120");
    const source = await portrait.getAttribute("src");
    const answer = await page.request.get(source ?? "");
    expect(answer.headers()["content-type"]).toBe("image/webp");
    expect(answer.headers()["cache-control"]).toContain("immutable");
    expect((await sharp(await answer.body()).metadata()).width).toBe(120);
    const plan = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Content", exact: true }) });
    await expect(plan).toContainText("₹650");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/sharmascience",
    );
    await expect(footer.getByRole("link", { name: "WhatsApp" })).toHaveCount(0);
    // The course cards are the batches /register offers.
    await expect(page.getByRole("region", { name: "Our Batches" }).getByRole("heading", { name: batch })).toBeVisible();
  });

  await test.step("a topper is removed after a confirmation", async () => {
    await page.goto("/teacher/site");
    await page.getByRole("link", { name: new RegExp(`^Remove ${topper}`) }).click();
    await page.getByRole("dialog", { name: "Remove topper" }).getByRole("button", { name: "Remove" }).click();
    await expect(page.getByRole("status")).toContainText("Topper removed");
    await page.goto("/");
    await expect(page.getByText(topper)).toHaveCount(0);
  });
});

test("the teacher edits the hero, the 'Why us' cards, free doubt sessions and a batch; the landing page shows them", async ({
  page,
}) => {
  await signInAsTeacher(page);
  await page.goto("/teacher/site");

  await test.step("a headline is needed, and nothing typed is lost", async () => {
    await page.getByLabel("Headline").fill("");
    await page.getByLabel("Card 2 title").fill("Doubts cleared the same week");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Headline is required")).toBeVisible();
    await expect(page.getByLabel("Card 2 title")).toHaveValue("Doubts cleared the same week");
  });

  await test.step("the hero and the cards are saved; doubt sessions are no longer free", async () => {
    await page.getByLabel("Headline").fill("Physics and Chemistry for Classes 11 and 12");
    await page.getByLabel("Badge").fill("");
    await page.getByLabel("Sub-heading").fill("Evening batches near Gandhi Road, with a test every Sunday.");
    await page.getByLabel("Card 1 title").fill("Teachers who explain");
    await page.getByLabel("Card 1 text").fill("Every chapter from first principles, with worked examples.");
    await page.getByLabel("Card 3 title").fill("Parents kept informed");
    await page.getByLabel("Card 3 text").fill("Marks reach parents after every test.");
    await page.getByLabel("Doubt sessions are free").uncheck();
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByRole("status")).toContainText("Site details saved");
  });

  await test.step("a batch becomes an online one with no seats left", async () => {
    await page.goto(`/teacher?q=${encodeURIComponent(DEMO_BATCH)}`);
    await page.getByRole("link", { name: `Edit batch ${DEMO_BATCH}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit batch" });
    await dialog.getByLabel("Mode").selectOption("Online");
    await dialog.getByLabel("Seats left").fill("0");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toContainText("Batch saved");
  });

  await test.step("the landing page shows them", async () => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Physics and Chemistry for Classes 11 and 12");
    await expect(page.getByText("Seats are Available")).toHaveCount(0);
    await expect(page.getByText("Evening batches near Gandhi Road, with a test every Sunday.")).toBeVisible();
    const whyUs = page.getByRole("region", { name: "Why students choose us" });
    await expect(whyUs.getByRole("heading", { level: 3 })).toHaveText([
      "Teachers who explain",
      "Doubts cleared the same week",
      "Parents kept informed",
    ]);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: DEMO_BATCH }) });
    await expect(card.getByText("Online", { exact: true })).toBeVisible();
    await expect(card.getByRole("definition").filter({ hasText: /^None$/ })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute("content", /free/);
    // The batch another test added has a name made at random: masked.
    const randomBatch = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: /Class 11 Physics/ }) });
    await expectLook(page, "landing-edited", [randomBatch]);
    await page.goto("/slot");
    await expect(page.getByText("A 15-minute session with the teacher")).toBeVisible();
  });

  await test.step("free doubt sessions are said on /slot and in the description", async () => {
    await page.goto("/teacher/site");
    await page.getByLabel("Doubt sessions are free").check();
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByRole("status")).toContainText("Site details saved");
    await page.goto("/slot");
    await expect(page.getByText("A free 15-minute session with the teacher")).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /free/);
    await page.goto("/");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /Doubt sessions with the teacher are free\.$/,
    );
  });
});

test("search engines get a description, a sitemap and no private pages", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("EducationalOrganization");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /teacher");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/teacher");
  await signInAsTeacher(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
