import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents, teacherCookie, teacherToken } from "../support/api";
import { englishRuns } from "../support/english-runs";
import { book, newWeekWithSlots, withNewestWeek } from "../support/newest-week";
import { uniqueEmail, uniqueName } from "../support/people";

/** The site's words left in English on a page shown in Hindi (the teacher's own words are marked and skipped). */
async function expectAllHindi(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  expect(await englishRuns(page), page.url()).toEqual([]);
}

// The demo teacher has saved no language, so the cookie decides: Hindi, in this browser only.
// A request context of its own signs in, so the test's own \`request\` carries no session cookie.
test.beforeEach(async ({ context, playwright, baseURL }) => {
  const signIn = await playwright.request.newContext({ baseURL });
  const [name, value] = (await teacherCookie(signIn, baseURL ?? "")).split("=");
  await signIn.dispose();
  await context.addCookies([
    { name: "lang", value: "hi", url: baseURL ?? "" },
    { name, value, url: baseURL ?? "" },
  ]);
});

async function weekIdOf(request: Parameters<typeof teacherToken>[0], name: string) {
  const headers = { Authorization: await teacherToken(request) };
  const { weeks } = await (await request.get("/api/v1/meetings/weeks", { headers })).json();
  return (weeks as { id: number; week_name: string }[]).find((week) => week.week_name === name)!.id;
}

test("the teacher adds, fills, renames and deletes a week in Hindi", async ({ page, request }) => {
  const name = uniqueName("Saptah");
  await withNewestWeek(async () => {
    await page.goto("/teacher/weeks/new");
    const dialog = page.getByRole("dialog", { name: "नया सप्ताह बनाएँ" });
    await expect(dialog.getByLabel("शुरू की तारीख")).toBeVisible();
    await expectAllHindi(page);
    await dialog.getByLabel("सप्ताह का नाम (वैकल्पिक)").fill(name);
    await dialog.getByRole("button", { name: "सप्ताह बनाएँ" }).click();
    await expect(page.getByText("सप्ताह बन गया")).toBeVisible();
    // The weeks panel on the teacher's home says the week's days in Hindi too ("30 नवंबर – 6 दिसंबर 2026").
    await expect(page.getByRole("article").filter({ hasText: name })).toContainText(/\d{1,2} [\u0900-\u097F]+ \d{4}/);
  });
  const weekId = await weekIdOf(request, name);

  await page.goto(`/teacher/weeks/${weekId}/slots`);
  const slots = page.getByRole("dialog", { name: "नए स्लॉट बनाएँ" });
  await slots.getByRole("button", { name: "स्लॉट बनाएँ" }).click();
  await expect(slots.getByText("कम से कम एक दिन चुनें")).toBeVisible();
  await expectAllHindi(page);
  await slots.getByLabel(/^सोमवार/).check();
  await slots.getByLabel("शुरू का घंटा").fill("10");
  await slots.getByLabel("आख़िरी घंटा").fill("11");
  await slots.getByRole("button", { name: "स्लॉट बनाएँ" }).click();
  await expect(page.getByText(`${name} में 4 नए स्लॉट जोड़े गए`)).toBeVisible();

  await page.goto(`/teacher/weeks/${weekId}/rename`);
  await expect(page.getByRole("dialog", { name: "सप्ताह का नाम बदलें" }).getByLabel("सप्ताह का नाम")).toHaveValue(name);
  await expectAllHindi(page);

  await page.goto(`/teacher/weeks/${weekId}/delete`);
  const remove = page.getByRole("dialog", { name: "सप्ताह हटाएँ" });
  await expect(remove.getByText("इसके साथ ये भी हटेंगे: 4 स्लॉट")).toBeVisible();
  await expectAllHindi(page);
  await remove.getByRole("button", { name: "हटाएँ" }).click();
  await expect(page.getByText(`${name} हटा दिया गया`)).toBeVisible();
});

test("the teacher accepts, declines and completes doubt sessions in Hindi", async ({ page, request }) => {
  const token = await teacherToken(request);
  const { week } = await newWeekWithSlots(
    request,
    token,
    [
      { day: "Monday", time: "10:00" },
      { day: "Monday", time: "10:15" },
    ],
    async ({ slots }) => {
      for (const slot of slots) expect((await book(request, slot, uniqueEmail("hindi-doubt"))).status()).toBe(201);
    },
  );

  await page.goto(`/teacher/week/${week.id}`);
  await expect(page.getByRole("heading", { name: "पूछे गए डाउट" })).toBeVisible();
  await expect(page.getByText("कक्षा 10").first()).toBeVisible();
  await expectAllHindi(page);
  await page.getByRole("button", { name: "स्वीकार करें" }).first().click();
  await expect(page.getByText("अनुरोध स्वीकार किया गया।")).toBeVisible();

  await page.getByRole("link", { name: "मीटिंग का विवरण देखें" }).click();
  const meeting = page.getByRole("dialog", { name: "मीटिंग का विवरण" });
  await expect(meeting.getByText("जुड़ने का समय")).toBeVisible();
  await expectAllHindi(page);
  await meeting.getByRole("button", { name: "सेशन पूरा हुआ चिह्नित करें" }).click();
  await expect(page.getByText("सेशन पूरा हुआ चिह्नित किया गया")).toBeVisible();

  await page.goto(`/teacher/week/${week.id}`);
  await page.getByRole("link", { name: "अस्वीकार करें" }).click();
  const decline = page.getByRole("dialog", { name: "अनुरोध अस्वीकार करें" });
  await expect(decline.getByLabel("विज़िटर के लिए संदेश (वैकल्पिक)")).toBeVisible();
  await expectAllHindi(page);
  await decline.getByRole("button", { name: "अस्वीकार करें" }).click();
  await expect(page.getByText("अनुरोध अस्वीकार किया गया।")).toBeVisible();

  // A week with bookings cannot be deleted: the refusal is in Hindi too.
  await page.goto(`/teacher/weeks/${week.id}/delete`);
  await page.getByRole("dialog", { name: "सप्ताह हटाएँ" }).getByRole("button", { name: "हटाएँ" }).click();
  await expect(page.getByText("इसलिए इसे हटाया नहीं जा सकता")).toBeVisible();
  await expectAllHindi(page);

  await page.goto(`/teacher/weeks/${week.id}/complete`);
  const complete = page.getByRole("dialog", { name: "सप्ताह पूरा करें" });
  await expect(complete.getByText("इसके बाद विज़िटर इसके स्लॉट बुक नहीं कर पाएँगे")).toBeVisible();
  await expectAllHindi(page);
  await complete.getByRole("button", { name: "सप्ताह पूरा करें" }).click();
  await expect(page.getByText(`${week.week_name} पूरा हो गया।`)).toBeVisible();
});

test("a teacher's folder and the teacher's password page are in Hindi", async ({ page, request }) => {
  const { teacher, batchId, subjectId } = await batchWithStudents(request, "Physics", []);
  const folder = await request.post(`/api/v1/teacher/createFolder/${subjectId}/${batchId}`, {
    headers: teacher,
    data: { folder_deatils: { folder_name: "Organic" } },
  });
  const folderId = (await folder.json()).folder.id as number;
  await request.post(`/api/v1/teacher/createSubFolder/${folderId}`, {
    headers: teacher,
    data: { sub_folder_name: "Alkanes", type: "notes" },
  });
  await page.goto(`/teacher/content/${subjectId}/${folderId}`);
  await expect(page.getByRole("link", { name: "नया फ़ोल्डर जोड़ें" })).toBeVisible();
  await expect(page.getByRole("link", { name: "नाम बदलें Alkanes" })).toBeVisible();
  await expectAllHindi(page);

  await page.goto("/teacher/password");
  await expect(page.getByLabel("नया पासवर्ड")).toBeVisible();
  await expectAllHindi(page);
});
