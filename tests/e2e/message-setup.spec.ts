import { expect, type Page, test } from "@playwright/test";
import { teacherToken } from "../support/api";
import { englishRuns } from "../support/english-runs";
import { signInAsTeacher } from "../support/people";

// The Site page's message set-up with JavaScript off: the channel and the SMS gateway's account, and a kind's
// templates. The settings are the institute's one row, shared with the run's other tests: the outbox comes back at
// the end, and the templates made here (of the enquiry follow-up, which no other test sends) go.
test.describe.configure({ mode: "serial" });

const AUTH_KEY = "msg91-auth-key-5c2e9a71";

test.afterAll(async ({ request }) => {
  const headers = { Authorization: await teacherToken(request) };
  const outbox = { channel: "outbox", daily_at: "18:00", sms_cost: "0.20", whatsapp_cost: "0.12" };
  const back = await request.put("/api/v1/teacher/messages/settings", {
    headers,
    data: { ...outbox, remove_sms_auth_key: true },
  });
  expect(back.status(), await back.text()).toBe(200);
  await request.put("/api/v1/teacher/messages/templates/enquiry", { headers, data: {} });
});

const enquiryForm = (page: Page) => page.getByRole("form", { name: "Enquiry follow-up" });

test("the teacher sets up the SMS gateway: refused without its entity id, then saved, the key shown only by its end", async ({
  page,
}) => {
  await signInAsTeacher(page);
  await page.goto("/teacher/site");
  await expect(page.getByText("Now: WhatsApp outbox (free, from your phone).")).toBeVisible();
  await page.getByRole("link", { name: "Set up messages" }).click();
  await expect(page.getByRole("heading", { name: "Messages to phones" })).toBeVisible();
  await expect(page.getByText(/\/webhooks\/sms$/)).toBeVisible();

  await page.getByLabel("Channel for families").selectOption({ label: "SMS gateway" });
  await page.getByLabel("Auth key", { exact: true }).fill(AUTH_KEY);
  await page.getByLabel("Sender id").fill("VIDYAC");
  // The demo has its entity id on file; without one, the gateway cannot be chosen.
  await page.getByLabel("DLT entity id").fill("");
  await page.getByLabel("Cost per SMS segment (₹)").fill("0.25");
  await page.getByRole("button", { name: "Save set-up" }).click();
  await expect(page.getByText("The SMS gateway needs the DLT entity id")).toBeVisible();
  // What was typed stays, but a secret is never sent back to the page.
  await expect(page.getByLabel("Sender id")).toHaveValue("VIDYAC");
  await expect(page.getByLabel("Channel for families")).toHaveValue("sms");
  await expect(page.getByLabel("Auth key", { exact: true })).toHaveValue("");
  expect(await page.content()).not.toContain(AUTH_KEY);

  await page.getByLabel("Auth key", { exact: true }).fill(AUTH_KEY);
  await page.getByLabel("DLT entity id").fill("1201159100000012345");
  await page.getByRole("button", { name: "Save set-up" }).click();
  await expect(page.getByText("Message set-up saved")).toBeVisible();
  await expect(page.getByText("Set (ends …9a71)")).toBeVisible();
  await expect(page.getByLabel("Auth key", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Cost per SMS segment (₹)")).toHaveValue("0.25");
  expect(await page.content()).not.toContain(AUTH_KEY);
  await page.getByRole("link", { name: "Back to Site" }).click();
  await expect(page.getByText("Now: SMS gateway.")).toBeVisible();
});

test("a template with an unknown variable is refused with the words kept; a saved one shows its DLT form", async ({
  page,
}) => {
  await signInAsTeacher(page);
  await page.goto("/teacher/site/messages");
  await page.getByRole("link", { name: "Message templates" }).click();
  await expect(page.getByRole("heading", { name: "Message templates" })).toBeVisible();
  const form = enquiryForm(page);
  await expect(form.locator("xpath=..").getByText("Missing: SMS English, SMS Hindi")).toBeVisible();
  const smsEnglish = form.getByRole("group", { name: "SMS English" });
  await smsEnglish.getByLabel("DLT template id").fill("1207161234567890123");
  const wrong = "Dear {name}, your fee of {amount} is due. {institute}";
  await smsEnglish.getByLabel("Words").fill(wrong);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(enquiryForm(page).getByText("Not a variable of this message: {amount}")).toBeVisible();
  await expect(enquiryForm(page).getByRole("group", { name: "SMS English" }).getByLabel("Words")).toHaveValue(wrong);

  const words = enquiryForm(page).getByRole("group", { name: "SMS English" }).getByLabel("Words");
  await words.fill("Dear {name}, thank you for asking {institute}.");
  await enquiryForm(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Templates saved")).toBeVisible();
  const saved = enquiryForm(page).getByRole("group", { name: "SMS English" });
  await expect(saved.getByText("To register on the DLT portal:")).toBeVisible();
  await expect(saved.getByText("Dear {#var#}, thank you for asking {#var#}.")).toBeVisible();
});

test("both pages in Hindi", async ({ page, baseURL }) => {
  await signInAsTeacher(page);
  await page.context().addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await page.goto("/teacher/site/messages");
  await expect(page.getByRole("heading", { name: "मोबाइल पर संदेश" })).toBeVisible();
  await expect(page.getByLabel("परिवारों के लिए माध्यम")).toBeVisible();
  expect(await englishRuns(page)).toEqual([]);
  await page.goto("/teacher/site/messages/templates");
  await expect(page.getByRole("heading", { name: "संदेशों के टेम्पलेट" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "पूछताछ का जवाब" })).toBeVisible();
  expect(await englishRuns(page)).toEqual([]);
});
