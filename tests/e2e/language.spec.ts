import { expect, test } from "@playwright/test";
import { DEMO_BATCH, registerStudent, signInAsStudent, signInAsTeacher } from "../support/people";

/** The language switch is in the header and again in the footer; a person uses the one at the top. */
const headerSwitch = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("banner").getByRole("button", { name, exact: true });

test("a visitor switches to हिन्दी and back, and the choice stays on every page", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await headerSwitch(page, "हिन्दी").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const cookie = (await context.cookies()).find((c) => c.name === "lang");
  expect(cookie?.value).toBe("hi");
  // Kept for a year.
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

  await page.goto("/signin");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.getByRole("contentinfo").getByRole("button", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a first visit picks Hindi when the browser prefers it", async ({ browser }) => {
  const context = await browser.newContext({
    locale: "hi-IN",
    extraHTTPHeaders: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" },
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await context.close();
});

test("a signed-in student's choice follows them to another device", async ({ page, browser }) => {
  const student = await registerStudent(page, DEMO_BATCH, "Both");
  await signInAsStudent(page, student.email, student.password);
  await headerSwitch(page, "हिन्दी").click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  // Another phone: no cookie, a browser that asks for English.
  const other = await browser.newContext({ extraHTTPHeaders: { "Accept-Language": "en" } });
  const phone = await other.newPage();
  await phone.goto("/signin");
  await expect(phone.locator("html")).toHaveAttribute("lang", "en");
  await signInAsStudent(phone, student.email, student.password);
  await expect(phone.locator("html")).toHaveAttribute("lang", "hi");
  await other.close();
});

test("the switch refuses anything but our languages and never leaves the site", async ({ request }) => {
  const refused = await request.post("/language", { form: { lang: "fr", back: "/" }, maxRedirects: 0 });
  expect(refused.status()).toBe(400);
  const elsewhere = await request.post("/language", {
    form: { lang: "hi", back: "//evil.example/x" },
    maxRedirects: 0,
  });
  expect(elsewhere.status()).toBe(303);
  expect(elsewhere.headers().location).toBe("/");
});

test("a teacher page in Hindi runs its script without an error, with the words the server wrote", async ({
  page,
  context,
  baseURL,
}) => {
  test.skip(test.info().project.name !== "js", "the script's words are for JavaScript");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInAsTeacher(page);
  await context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await page.goto("/teacher/batches/new");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
  // No catalogue rides along: the script shows only words the page already carries, in its language.
  await expect(page.locator("#page-catalogues")).toHaveCount(0);
  await expect(page.locator("dialog button[type=submit]").first()).toHaveAttribute("data-pending-label", "कृपया रुकें…");
  await expect(headerSwitch(page, "हिन्दी")).toHaveAttribute("aria-current", "true");
  expect(errors).toEqual([]);
});

test("a student page sends no catalogue and no script", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await page.goto("/signin");
  await expect(page.locator("#page-catalogues")).toHaveCount(0);
  await expect(page.locator("script")).toHaveCount(0);
});
