import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { addGuardianTo, parentLinkFor, uniqueMobile } from "../support/families";

// The parent's page opens in the language the institute chose for that guardian, not the phone's, unless the visitor
// picks one with the switch; the institute's name and the switch are at the top, on a phone-sized screen.

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = "/work/shots/families";

/** The institute's name as the site's header shows it. */
async function instituteName(page: Page) {
  await page.goto("/");
  return ((await page.locator("header .brand").first().textContent()) ?? "").trim();
}

/** The top bar fits in the first screen: the name and the language switch without scrolling. */
async function expectHeaderAtTop(page: Page, name: string) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name })).toBeVisible();
  for (const language of ["English", "हिन्दी"]) {
    const button = header.getByRole("button", { name: language });
    await expect(button).toBeVisible();
    expect((await button.boundingBox())?.y ?? 9999).toBeLessThan(200);
  }
}

test("a Hindi guardian's page opens in Hindi on an English phone, with the institute and the switch on top", async ({
  browser,
  request,
}) => {
  const setup = await batchWithStudents(request, "Physics", ["Ravi"]);
  const guardian = await addGuardianTo(request, setup.teacher, setup.students[0].id, {
    name: "Sunita Rao",
    relation: "mother",
    mobile: uniqueMobile(),
    language: "hi",
  });
  const link = await parentLinkFor(request, setup.teacher, setup.students[0].id, guardian.id);
  const phone = await browser.newContext({ locale: "en-IN", viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  const name = await instituteName(page);

  await page.goto(link);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: "परिणाम" })).toBeVisible();
  await expectHeaderAtTop(page, name);
  await page.screenshot({ path: `${SHOTS}/family-page-hi-${test.info().project.name}.png` });

  // The visitor's own choice wins, and stays.
  await page.getByRole("banner").getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  await phone.close();
});

test("an English guardian's page opens in English on a Hindi phone", async ({ browser, request }) => {
  const setup = await batchWithStudents(request, "Chemistry", ["Meena"]);
  const guardian = await addGuardianTo(request, setup.teacher, setup.students[0].id, {
    name: "Arun Shah",
    relation: "father",
    mobile: uniqueMobile(),
    language: "en",
  });
  const link = await parentLinkFor(request, setup.teacher, setup.students[0].id, guardian.id);
  const phone = await browser.newContext({ locale: "hi-IN", viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  const name = await instituteName(page);
  // The phone asks for Hindi, and other pages answer in it.
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  await page.goto(link);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  await expectHeaderAtTop(page, name);
  await page.screenshot({ path: `${SHOTS}/family-page-en-${test.info().project.name}.png` });

  await page.getByRole("banner").getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: "परिणाम" })).toBeVisible();
  await phone.close();
});
