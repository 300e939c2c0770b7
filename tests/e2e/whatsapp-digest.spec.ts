import { expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { addGuardianTo, testWithMarks, uniqueMobile } from "../support/families";
import { signInAsTeacher } from "../support/people";

// The WhatsApp tab on a phone: a family's things of the day gathered into one message, and a notice for the whole
// batch as one text to paste into its group, sent to each family only when the teacher chooses. English and Hindi.

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = "/work/shots/digest";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: true });

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test("one message per family and day, one text per batch notice, on a phone", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const setup = await batchWithStudents(request, "Chemistry", ["Ravi", "Priya"]);
  const [ravi] = setup.students;
  const mobile = uniqueMobile();
  await addGuardianTo(request, setup.teacher, ravi.id, { name: "Mohan Verma", relation: "father", mobile });
  const posted = await request.post("/api/v1/teacher/announcements", {
    headers: setup.teacher,
    data: {
      title: "Lab day",
      text: "Bring your **lab coat** and see [the list](https://example.com/list).",
      audience: `batch:${setup.batchId}`,
      send: true,
    },
  });
  expect(posted.status()).toBe(201);
  const testId = await testWithMarks(request, setup, "Unit Test 3", [72, 55]);
  expect((await request.post(`/api/v1/test/publish/${testId}`, { headers: setup.teacher })).status()).toBe(200);

  await signInAsTeacher(page);
  await page.goto("/teacher/outbox/whatsapp");
  const groups = page.getByRole("region", { name: "For each batch's WhatsApp group" });
  const batch = groups.getByRole("region", { name: new RegExp(`^${setup.batchName} · Texts to send: 1$`) });
  const notice = batch.getByRole("listitem");
  // The notice once for the batch, as plain text naming the institute and the batch.
  await expect(notice).toContainText(`· ${setup.batchName}: Announcement: Lab day`);
  await expect(notice).toContainText("Bring your lab coat and see the list (https://example.com/list).");
  await expect(notice).not.toContainText("**");
  const family = page
    .getByRole("region", { name: "Waiting to be sent" })
    .getByRole("listitem")
    .filter({ hasText: `+91${mobile}` });
  // Until the teacher chooses, the family's message has only the result.
  await expect(family).toContainText("Things to tell: 1");
  await expect(family).not.toContainText("Lab day");
  await notice.getByRole("button", { name: "Send to each family (1)" }).click();
  await expect(page.locator(".toasts")).toContainText("Added to each family's message.");
  await expect(notice).toContainText("Also in each family's message");
  // One message for the family: the result and the notice under the student's batch and name, the family page once.
  await expect(family).toHaveCount(1);
  await expect(family).toContainText("Things to tell: 2");
  await expect(family).toContainText(`${setup.batchName} · Ravi Test`);
  await expect(family).toContainText("• Ravi Test scored 72/100 in Unit Test 3, rank 1 of 2.");
  await expect(family).toContainText("• Announcement: Lab day");
  await expect(family).toContainText("Ravi Test's family page (results, attendance, fees):");
  await fitsThePhone(page);
  await shot(page, "whatsapp-tab-en");

  await page.context().addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await page.reload();
  const hindiBatch = page
    .getByRole("region", { name: "हर बैच के WhatsApp ग्रुप के लिए" })
    .getByRole("region", { name: new RegExp(`^${setup.batchName} · भेजने के संदेश: 1$`) });
  await expect(hindiBatch.getByRole("listitem")).toContainText("हर परिवार के संदेश में भी");
  await expect(page.getByRole("listitem").filter({ hasText: `+91${mobile}` })).toContainText("बताने की बातें: 2");
  await fitsThePhone(page);
  await shot(page, "whatsapp-tab-hi");
  await hindiBatch.getByRole("button", { name: "भेजा गया मानें" }).click();
  await expect(page.locator(".toasts")).toContainText("भेजा गया मान लिया गया।");
  await expect(hindiBatch).toHaveCount(0);
});
