import { expect, type Page, test } from "@playwright/test";
import { englishRuns } from "../support/english-runs";
import { DEMO_BATCH, demoStudent, registerPageFor, uniqueEmail } from "../support/people";

/** The site's words left in English on a page shown in Hindi (the teacher's own content is marked and skipped). */
async function expectAllHindi(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  expect(await englishRuns(page), page.url()).toEqual([]);
}

async function signInInHindi(page: Page, email: string, password: string) {
  await page.goto("/signin");
  await page.getByLabel("ईमेल", { exact: true }).fill(email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(password);
  await page.getByRole("button", { name: "छात्र के रूप में लॉग इन करें" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
});

test("a student registers and signs in in Hindi", async ({ page }) => {
  const email = uniqueEmail("hindi-student");
  await page.goto(registerPageFor(DEMO_BATCH));
  await expect(page.getByRole("heading", { name: "बैच के लिए रजिस्टर करें" })).toBeVisible();
  await page.getByRole("link", { name: `बैच चुनें: ${DEMO_BATCH}` }).click();
  await page.getByRole("link", { name: "दोनों", exact: true }).click();
  await expectAllHindi(page);
  await page.getByLabel("पहला नाम").fill("नेहा");
  await page.getByLabel("उपनाम").fill("वर्मा");
  await page.getByLabel("ईमेल", { exact: true }).fill(email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "साइन अप करें" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText("रजिस्ट्रेशन हो गया। कृपया लॉग इन करें।")).toBeVisible();

  await signInInHindi(page, email, "a-good-password");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("में आपका स्वागत है");
  await expect(page.getByText("नमस्ते, नेहा")).toBeVisible();
  await expectAllHindi(page);
});

test("a student reads a result and the report card in Hindi, and every student page is in Hindi", async ({ page }) => {
  test.setTimeout(120_000);
  await signInInHindi(page, demoStudent.email, demoStudent.password);
  await expectAllHindi(page);
  await expect(page.getByRole("heading", { name: "रजिस्टर किए गए विषय" })).toBeVisible();

  // A subject, its folders and their contents.
  await page
    .getByRole("link", { name: /की सामग्री देखें$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "उपलब्ध फ़ोल्डर" })).toBeVisible();
  await expectAllHindi(page);
  const folder = page.locator("main a.tile").first();
  if ((await folder.count()) > 0) {
    await folder.click();
    await expectAllHindi(page);
    const subFolder = page.locator("main a.tile").first();
    if ((await subFolder.count()) > 0) {
      await subFolder.click();
      await expectAllHindi(page);
    }
  }

  // The tests, one result, and the report cards.
  await page.getByRole("navigation", { name: "छात्र" }).getByRole("link", { name: "टेस्ट" }).click();
  await expectAllHindi(page);
  await page.getByRole("link", { name: /देखें$/ }).first().click();
  await expect(page.getByRole("heading", { name: "विवरण" })).toBeVisible();
  await expect(page.getByText("प्राप्त अंक")).toBeVisible();
  await expect(page.getByText("आपकी रैंक")).toBeVisible();
  await expectAllHindi(page);

  await page.goto("/report");
  await expect(page.getByRole("heading", { name: "रिपोर्ट कार्ड" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "अंक" }).first()).toBeVisible();
  await expect(page.getByText("शिक्षक के हस्ताक्षर")).toBeVisible();
  await expectAllHindi(page);
  // The printed card keeps its words in Hindi.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "रिपोर्ट कार्ड" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("navigation", { name: "छात्र" }).getByRole("link", { name: "टेस्ट" }).click();
  const subjectCard = page.getByRole("link", { name: /^रिपोर्ट कार्ड: / }).last();
  await subjectCard.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("रिपोर्ट कार्ड:");
  await expectAllHindi(page);

  await page.goto("/student/password");
  await expect(page.getByRole("heading", { name: "पासवर्ड बदलें" })).toBeVisible();
  await expectAllHindi(page);
});

test("a wrong current password is refused in Hindi at the field", async ({ page }) => {
  await signInInHindi(page, demoStudent.email, demoStudent.password);
  await page.goto("/student/password");
  await page.getByLabel("मौजूदा पासवर्ड").fill("not-the-password");
  await page.getByLabel("नया पासवर्ड").fill("another-good-password");
  await page.getByRole("button", { name: "पासवर्ड बदलें" }).click();
  await expect(page.locator(".field-error", { hasText: "मौजूदा पासवर्ड सही नहीं है" })).toBeVisible();
});
