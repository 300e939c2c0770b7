import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { teacherToken } from "../support/api";
import { englishRuns } from "../support/english-runs";
import { waitForMail } from "../support/mailbox";
import { newWeekWithSlots } from "../support/newest-week";
import { DEMO_BATCH, registerPageFor, uniqueEmail } from "../support/people";
import { hasW3m } from "../support/w3m";

const DEVANAGARI = /[\u0900-\u097F]/;

/** The site's words left in English on a page shown in Hindi (the teacher's own content is marked and skipped). */
async function expectAllHindi(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  expect(await englishRuns(page), page.url()).toEqual([]);
}

test("a visitor switches to हिन्दी on the landing page and books a doubt session, and the mail is in Hindi", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("hindi-visitor");
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "हिन्दी", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("link", { name: "अभी रजिस्टर करें" })).toBeVisible();
  await expectAllHindi(page);

  await newWeekWithSlots(request, await teacherToken(request), [{ day: "Friday", time: "15:30" }], async () => {
    await page.getByRole("banner").getByRole("link", { name: "डाउट सेशन बुक करें" }).click();
    await expect(page).toHaveURL(/\/slot$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("डाउट सेशन बुक करें");
    await expectAllHindi(page);
    await page.getByLabel("ईमेल", { exact: true }).fill(email);
    await page.getByLabel("कक्षा चुनें").selectOption({ label: "कक्षा 10" });
    await page.getByLabel("डाउट किस बारे में है").fill("त्रिकोणमिति");
    await page.getByRole("group", { name: "दिन" }).getByRole("button").first().click();
    await page.getByRole("button", { name: "15:30" }).click();
    await expect(page.getByLabel(/चुना गया दिन और समय \(भारतीय मानक समय\)/)).toHaveValue(/15:30$/);
    await page.getByRole("button", { name: "पक्का करें और भेजें" }).click();
  });

  await expect(page).toHaveURL(/\/thanks\/[0-9a-f-]{36}#main$/);
  await expect(page.getByRole("heading", { name: "धन्यवाद!" })).toBeVisible();
  await expect(page.getByText("आपका अनुरोध शिक्षक को भेज दिया गया है।", { exact: false })).toBeVisible();
  const details = page.locator("dl");
  await expect(details).toContainText("कक्षा 10");
  await expect(details).toContainText("मंज़ूरी बाकी");
  await expect(details).toContainText("15:30 (भारतीय मानक समय)");
  await expectAllHindi(page);

  // The mail is in the language the visitor booked in.
  const mail = await waitForMail({ to: email, subject: /^डाउट सेशन का अनुरोध: / });
  expect(mail.text).toContain("डाउट सेशन बुक करने के लिए धन्यवाद।");
  expect(mail.text).toContain("कक्षा: कक्षा 10");
  expect(mail.text).toContain("स्थिति: मंज़ूरी बाकी");
  expect(mail.text).not.toMatch(/Thank you|Status:|When:/);
});

test("the public pages in Hindi leave no English run of the site's words", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  for (const path of [
    "/",
    "/slot",
    "/signin",
    "/signin?as=teacher",
    "/register",
    "/register/teacher",
    "/teacher/auth",
    "/teacher/auth?mode=signup",
    "/forgot-password",
    "/reset-password/not-a-token",
    "/privacy",
    "/terms",
    "/careers",
    "/no-such-page",
  ]) {
    await page.goto(path);
    await expectAllHindi(page);
  }
  // A batch chosen on /register: its subjects and the account's fields.
  await page.goto("/register");
  await page
    .getByRole("link", { name: /^बैच चुनें: / })
    .first()
    .click();
  await expectAllHindi(page);
});

test("a wrong password and a too-short password are refused in Hindi at the field", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await page.goto("/signin");
  await page.getByLabel("ईमेल", { exact: true }).fill("student@example.com");
  await page.getByLabel("पासवर्ड", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "छात्र के रूप में लॉग इन करें" }).click();
  await expect(page.getByRole("alert")).toContainText("ईमेल या पासवर्ड गलत है");

  // The demo batch, found by its name: other tests add batches, which /register lists first.
  await page.goto(registerPageFor(DEMO_BATCH));
  await page
    .getByRole("link", { name: /^बैच चुनें: / })
    .first()
    .click();
  await page.getByRole("link", { name: /^(दोनों|सभी)$/ }).click();
  await page.getByLabel("पहला नाम").fill("नेहा");
  await page.getByLabel("उपनाम").fill("वर्मा");
  await page.getByLabel("ईमेल", { exact: true }).fill(uniqueEmail("short"));
  await page.getByLabel("पासवर्ड", { exact: true }).fill("short");
  await page.getByRole("button", { name: "साइन अप करें" }).click();
  await expect(page.getByLabel("पासवर्ड", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".field-error", { hasText: "पासवर्ड में कम से कम 8 अक्षर होने चाहिए" })).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel("पहला नाम")).toHaveValue("नेहा");
});

test("the API answers in the language Accept-Language asks for, with the same field names", async ({ request }) => {
  const hindi = await request.post("/api/v1/student/register", {
    headers: { "Accept-Language": "hi" },
    data: { first_name: "", last_name: "Verma", email: "not-an-email", password: "short" },
  });
  expect(hindi.status()).toBe(400);
  const body = await hindi.json();
  const english = await request.post("/api/v1/student/register", {
    headers: { "Accept-Language": "en" },
    data: { first_name: "", last_name: "Verma", email: "not-an-email", password: "short" },
  });
  const englishBody = await english.json();
  expect(Object.keys(body.errors ?? {}).sort()).toEqual(Object.keys(englishBody.errors ?? {}).sort());
  expect(JSON.stringify(body)).toContain("सही ईमेल पता लिखें");
  expect(JSON.stringify(body)).toContain("पासवर्ड में कम से कम 8 अक्षर होने चाहिए");
  expect(JSON.stringify(englishBody)).toContain("Enter a valid email address");
});

test("`w3m -dump` of the Hindi landing page shows Devanagari", async ({ baseURL }) => {
  test.skip(!hasW3m, "w3m is not installed");
  // A first visit from a browser that asks for Hindi.
  const dump = execFileSync("w3m", ["-o", "accept_language=hi", "-dump", `${baseURL}/`], { encoding: "utf8" });
  expect(dump).toMatch(DEVANAGARI);
  expect(dump).toContain("डाउट सेशन बुक करें");
  expect(dump).toContain("अभी रजिस्टर करें");
});
