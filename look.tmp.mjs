import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

const base = "http://localhost:4600";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const js of [false, true])
  for (const width of [360, 1280]) {
    const context = await browser.newContext({
      javaScriptEnabled: js,
      viewport: { width, height: 800 },
      baseURL: base,
    });
    const page = await context.newPage();
    const shot = async (name) =>
      page.screenshot({ path: `/tmp/look/${name}-${js ? "js" : "nojs"}-${width}.png`, fullPage: true });
    await page.goto("/enquire");
    await shot("enquire");
    await page.goto("/signin?as=teacher");
    await page.getByLabel("Email").fill("teacher@example.com");
    await page.getByLabel("Password").fill("teacher-demo-2026");
    await page.getByLabel("Teacher code").fill("demo-teacher-code");
    await page
      .getByRole("button", { name: /sign in|login/i })
      .first()
      .click();
    await page.waitForURL(/\/teacher/);
    await shot("home");
    await page.goto("/teacher/enquiries");
    await shot("enquiries");
    const first = page
      .locator("main a[href^='/teacher/enquiries/']")
      .filter({ hasNotText: /report|new/i })
      .first();
    await first.click();
    await shot("enquiry");
    await page.goto("/teacher/enquiries/report");
    await shot("report");
    await page.goto("/teacher/students/import");
    await shot("import");
    if (width === 360 && !js) {
      await page.goto("/teacher/enquiries?lang=hi");
    }
    await context.close();
  }
await browser.close();
