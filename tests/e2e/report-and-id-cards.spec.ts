import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { batchWithStudents } from "../support/api";
import { testWithMarks } from "../support/families";
import { signInAsTeacher } from "../support/people";
import { qrOnPage } from "../support/qr";

/**
 * A teacher on a phone without JavaScript gives a student a photo and remarks, reads the report card, and downloads
 * the ID card, whose QR code opens the card's verification page.
 */
test("a student's photo, remarks, report card and ID card, and the card's verification page", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "a journey without JavaScript: the pages' forms and links");
  test.setTimeout(90_000);
  const setup = await batchWithStudents(request, "Optics", ["Mira"]);
  const [mira] = setup.students;
  const testId = await testWithMarks(request, setup, "Lenses quiz", [41]);
  expect((await request.post(`/api/v1/test/publish/${testId}`, { headers: setup.teacher })).status()).toBe(200);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsTeacher(page);
  await page.goto(`/teacher/students/${mira.id}`);

  await test.step("the teacher adds the student's photo", async () => {
    await page.getByRole("link", { name: "Add photo" }).click();
    await page.getByLabel("Photo", { exact: true }).setInputFiles({
      name: "mira.jpg",
      mimeType: "image/jpeg",
      buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: "#6d4c3d" } })
        .jpeg()
        .toBuffer(),
    });
    await page.getByRole("button", { name: "Save photo" }).click();
    await expect(page.getByText("Photo saved")).toBeVisible();
    await expect(page.getByRole("img", { name: "Photo of Mira Test" })).toBeVisible();
  });

  await test.step("writes the remarks for the report card", async () => {
    await page.getByRole("link", { name: "Write remarks" }).click();
    await page.getByRole("textbox", { name: "Remarks" }).fill("Mira explains her answers clearly.");
    await page.getByRole("button", { name: "Save remarks" }).click();
    await expect(page.getByText("Remarks saved")).toBeVisible();
    await expect(page.getByText("Mira explains her answers clearly.")).toBeVisible();
  });

  await test.step("opens the report card: the published marks and the remarks", async () => {
    await page.getByRole("link", { name: "Report card", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Report card" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Lenses quiz .* 41 \/ 100/ })).toBeVisible();
    await expect(page.getByText("Mira explains her answers clearly.")).toBeVisible();
    const pdf = page.waitForEvent("download");
    await page.getByRole("link", { name: "Report card (PDF)" }).click();
    expect((await pdf).suggestedFilename()).toBe("report-card-mira-test.pdf");
    await page.getByRole("link", { name: "Mira Test" }).click();
  });

  const verification = await test.step("downloads the ID card, whose QR code names its verification page", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "ID card (PDF)" }).click();
    const card = await download;
    expect(card.suggestedFilename()).toBe("id-card-mira-test.pdf");
    const address = qrOnPage(await readFile((await card.path()) ?? ""));
    expect(address).toMatch(/\/verify\/[A-Za-z0-9_-]{22}$/);
    return new URL(address ?? "").pathname;
  });

  await test.step("the verification page: enrolled, with the name and batch and nothing private", async () => {
    await page.context().clearCookies();
    await page.goto(verification);
    await expect(page.getByRole("heading", { name: "ID card check" })).toBeVisible();
    await expect(page.getByText("Enrolled", { exact: true })).toBeVisible();
    await expect(page.getByText("Mira Test")).toBeVisible();
    await expect(page.getByText(setup.batchName)).toBeVisible();
    await expect(page.getByRole("img", { name: /Photo of/ })).toHaveCount(0);
    await expect(page.getByText(mira.email)).toHaveCount(0);
  });
});
