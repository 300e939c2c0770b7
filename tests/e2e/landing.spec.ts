import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { registerPageFor, signInAsTeacher } from "../support/people";

// The e2e server leaves INSTITUTE_NAME and CONTACT_EMAIL at their defaults.
const BRAND = "Vidya Coaching";
const CONTACT_EMAIL = "hello@example.com";

const section = (page: Page, name: string) => page.getByRole("region", { name });

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the top bar's anchors scroll to their sections", async ({ page }) => {
  const anchors = [
    { link: "Why us?", hash: "#why-us", heading: "Why students choose us" },
    { link: "Our Batches", hash: "#batches", heading: "Our Batches" },
    { link: "Pricing", hash: "#pricing", heading: "Pricing" },
  ];
  for (const { link, hash, heading } of anchors) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${hash}$`));
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeInViewport();
  }
});

test("the top bar leads to sign-in and to booking", async ({ page }) => {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Book a doubt session" }).click();
  await expect(page).toHaveURL(/\/slot$/);
});

test("at 360 and 1280 pixels the top bar's button says 'Book a doubt session' and nothing overflows", async ({
  page,
  javaScriptEnabled,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    const banner = page.getByRole("banner");
    // One label everywhere: the 'free intro call' the institute does not offer is gone.
    await expect(banner.getByRole("link", { name: /^Book/ })).toHaveText("Book a doubt session");
    await expect(page.getByText("Book a free intro call")).toHaveCount(0);
    for (const wide of [
      banner.getByRole("link", { name: "Book a doubt session" }),
      page.getByRole("heading", { level: 1 }),
      page.getByRole("link", { name: "Get Bundle (Test Papers + Content)" }),
      page.getByText(`Learn Grow Succeed With ${BRAND}`),
    ]) {
      const box = await wide.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    }
    // Layout does not depend on the script; with it on, the whole document can be measured too.
    if (javaScriptEnabled) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
  await page.getByRole("banner").getByRole("link", { name: "Book a doubt session" }).click();
  await expect(page).toHaveURL(/\/slot$/);
});

test("the hero shows the badge and leads to registration", async ({ page }) => {
  await expect(page.getByText("Seats are Available")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maths and Science coaching for Classes 9 to 12");
  await page.getByRole("link", { name: "Register Now" }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test("the batch cards are the newest batches /register offers, with the details the teacher gave each", {
  tag: "@server-only",
}, async ({ page, request }) => {
  // Other tests add batches as they run, so this one adds its own, which is among the newest six.
  const { batchName } = await batchWithStudents(request, "Geology", []);
  await page.goto("/");
  const cardOf = (name: string) =>
    page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  let card = cardOf(batchName);
  await expect(card.getByRole("list", { name: "Subjects" }).getByRole("listitem")).toHaveText(["Geology"]);
  await expect(card.getByText("12 months")).toBeVisible();
  await expect(card.getByText("Offline")).toBeVisible();
  // No fixed features: a batch shows only the highlights it was given.
  await expect(card.getByRole("list", { name: "Highlights" })).toHaveCount(0);
  await expect(page.getByText("Conceptual clarity")).toHaveCount(0);
  await expect(page.getByText("Twelve-month")).toHaveCount(0);

  await signInAsTeacher(page);
  await page.goto(`/teacher?q=${encodeURIComponent(batchName)}`);
  await page.getByRole("link", { name: `Edit batch ${batchName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit batch" });
  await dialog.getByLabel("Duration (months)").fill("24");
  await dialog.getByLabel("Mode").selectOption("Offline and online");
  await dialog.getByLabel("Timings").fill("Sat, Sun 9–11 am");
  await dialog.getByLabel("Start date").fill("2027-11-05");
  await dialog.getByLabel("Seats left").fill("0");
  const highlights = ["Field trips", "Rock collection", "Map work", "Weekly quiz"];
  await dialog.getByLabel("Highlights").fill([...highlights, "A fifth"].join("\n"));
  await dialog.getByRole("button", { name: "Save" }).click();
  // Too many highlights: said at the field, nothing typed is lost, nothing saved.
  await expect(dialog.getByText("At most 4 highlights")).toBeVisible();
  await expect(dialog.getByLabel("Timings")).toHaveValue("Sat, Sun 9–11 am");
  await dialog.getByLabel("Highlights").fill(highlights.join("\n"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("Batch saved");

  for (const where of ["/", registerPageFor(batchName)]) {
    await page.goto(where);
    card = cardOf(batchName);
    await expect(card.getByText("24 months")).toBeVisible();
    await expect(card.getByText("Offline and online")).toBeVisible();
    await expect(card.getByText("Sat, Sun 9–11 am")).toBeVisible();
    await expect(card.getByText("5 Nov 2027")).toBeVisible();
    await expect(card.getByRole("definition").filter({ hasText: /^None$/ })).toBeVisible();
    await expect(card.getByRole("list", { name: "Highlights" }).getByRole("listitem")).toHaveText(highlights);
  }
  // In Hindi the month is written in full, as every Hindi date on the site is ("नवंबर", not "नव॰").
  await page.context().addCookies([{ name: "lang", value: "hi", url: page.url() }]);
  await page.goto("/");
  await expect(cardOf(batchName).getByText("5 नवंबर 2027", { exact: true })).toBeVisible();
});

test("the toppers gallery has eight portraits and a card with 90% in Class 12th", { tag: "@server-only" }, async ({
  page,
}) => {
  const toppers = section(page, "Our Toppers");
  await expect(toppers.getByRole("listitem").getByRole("img")).toHaveCount(8);
  const sample = toppers.getByRole("article");
  await expect(sample).toContainText("90%");
  await expect(sample).toContainText("Class 12th");
});

test("'Why students choose us' gives three reasons and a 'Doubt?' card to booking", { tag: "@server-only" }, async ({
  page,
}) => {
  const whyUs = section(page, "Why students choose us");
  await expect(whyUs.getByRole("heading", { level: 3 })).toHaveText([
    "Quality teaching",
    "Doubt sessions",
    "Chat apps or the platform",
  ]);
  await whyUs.getByRole("link", { name: /^Doubt\?/ }).click();
  await expect(page).toHaveURL(/\/slot$/);
});

test("pricing shows the four plans with the demo's prices and features", { tag: "@server-only" }, async ({ page }) => {
  const plans = [
    // The demo's own doubt session: free, on Jitsi (issue 20), not SPEC's "₹500 · Zoom".
    {
      name: "Doubt Session",
      price: "Free",
      features: ["15 minutes with the teacher", "A Jitsi Meet call in the browser", "No account needed"],
    },
    {
      name: "Bundle (Test Papers + Content)",
      price: "₹800",
      features: ["Full syllabus", "Easy to understand", "Lifetime access", "No refund", "One-time revision"],
    },
    {
      name: "Test Papers",
      price: "₹500",
      features: ["Answer key at additional charge", "No refund", "Lifetime access"],
    },
    { name: "Content", price: "₹600", features: ["No refund", "Lifetime access"] },
  ];
  const pricing = section(page, "Pricing");
  await expect(pricing.getByRole("heading", { level: 3 })).toHaveText(plans.map((plan) => plan.name));
  for (const plan of plans) {
    const card = pricing
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: plan.name, exact: true }) });
    await expect(card.getByText(plan.price)).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveText(plan.features);
    await expect(card.getByText("Most Popular")).toHaveCount(plan.name.startsWith("Bundle") ? 1 : 0);
  }
});

test("pricing buttons lead to booking and to registration", { tag: "@server-only" }, async ({ page }) => {
  const destinations = [
    { button: "Book Session", url: /\/slot$/ },
    { button: "Get Bundle (Test Papers + Content)", url: /\/register$/ },
    { button: "Get Test Papers", url: /\/register$/ },
    { button: "Get Content", url: /\/register$/ },
  ];
  for (const { button, url } of destinations) {
    await page.goto("/#pricing");
    await section(page, "Pricing").getByRole("link", { name: button }).click();
    await expect(page).toHaveURL(url);
  }
});

test("the teacher, the scrolling gallery and the large words are shown", { tag: "@server-only" }, async ({ page }) => {
  const teacher = section(page, "Meet your teacher");
  await expect(teacher.getByRole("img")).toBeVisible();
  await expect(teacher).toContainText("Founder and teacher of Maths and Chemistry");

  const gallery = section(page, `Life at ${BRAND}`);
  // The second copy that closes the loop is hidden from assistive technology.
  await expect(gallery.getByRole("img")).toHaveCount(6);
  const track = gallery.getByRole("list");
  await expect(track).toHaveCSS("animation-name", "marquee");
  await gallery.getByLabel("Pause the gallery").check();
  await expect(track).toHaveCSS("animation-play-state", "paused");

  const words = page.getByText(`Learn Grow Succeed With ${BRAND}`);
  await expect(words).toBeVisible();
  await words.getByText("Grow").hover();
  await expect(words.getByText("Grow")).toHaveCSS("color", "rgb(29, 78, 216)");
});

test("the gallery stands still for people who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const gallery = section(page, `Life at ${BRAND}`);
  await expect(gallery.getByRole("list")).toHaveCSS("animation-name", "none");
  await expect(gallery.getByLabel("Pause the gallery")).toBeHidden();
});

test("every image is our own, sized, described, and lazy below the fold", { tag: "@server-only" }, async ({ page }) => {
  const images = page.locator("img");
  await expect(images).toHaveCount(1 + 8 + 1 + 1 + 12); // hero, toppers, result card, teacher, gallery twice
  for (const image of await images.all()) {
    const src = await image.getAttribute("src");
    // Our drawings, or the photos uploaded on the Site page as WebP.
    expect(src).toMatch(/^\/(images\/[\w/-]+\.svg|site-images\/[0-9a-f]+-1x\.webp)$/);
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(image).toHaveAttribute("alt");
    const response = await page.request.get(src ?? "");
    expect(response.headers()["content-type"]).toMatch(/^image\/(svg\+xml|webp)/);
  }
  const hero = page.getByRole("img", { name: /A student at a desk/ });
  await expect(hero).not.toHaveAttribute("loading", "lazy");
  await expect(page.locator("img[loading=lazy]")).toHaveCount(22);
});

test("the footer has the contact e-mail, social profiles and real Privacy, Terms and Careers pages", {
  tag: "@server-only",
}, async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: CONTACT_EMAIL })).toHaveAttribute("href", `mailto:${CONTACT_EMAIL}`);
  for (const name of ["Instagram", "YouTube", "WhatsApp"]) {
    const profile = footer.getByRole("link", { name });
    await expect(profile).toHaveAttribute("href", /^https:\/\//);
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", "noopener noreferrer");
  }
  for (const name of ["Privacy", "Terms", "Careers"]) {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase()}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("main").getByRole("link", { name: CONTACT_EMAIL })).toBeVisible();
    await page.getByRole("link", { name: BRAND, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});
