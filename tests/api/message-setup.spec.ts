import { type APIRequestContext, expect, test } from "@playwright/test";
import { studentToken, teacherToken } from "../support/api";

// The message set-up over the API: the Site page's settings and templates, with the same rules as its forms.
// The settings are the institute's one row, shared with every other test of the run: these tests take turns,
// and put the outbox back (with no templates of their kind) when they end.
test.describe.configure({ mode: "serial" });

const SETTINGS = "/api/v1/teacher/messages/settings";
const SECRETS = {
  sms_auth_key: "gateway-auth-key-7f3a9c",
  sms_webhook_secret: "gateway-hook-secret-51e0",
  whatsapp_access_token: "EAAG-access-token-d41c",
  whatsapp_app_secret: "meta-app-secret-8b2e",
  whatsapp_verify_token: "verify-token-0a6f",
};
const BASE = { channel: "outbox", daily_at: "18:00", sms_cost: "0.20", whatsapp_cost: "0.12" };
const SMS = { ...BASE, channel: "sms", sms_sender_id: "VIDYAC", sms_entity_id: "1201159100000012345" };

const teacher = async (request: APIRequestContext) => ({ Authorization: await teacherToken(request) });
const put = async (request: APIRequestContext, data: Record<string, unknown>) =>
  request.put(SETTINGS, { headers: await teacher(request), data });
const settingsNow = async (request: APIRequestContext) =>
  (await (await request.get(SETTINGS, { headers: await teacher(request) })).json()).settings;

test.afterAll(async ({ request }) => {
  const removed = Object.fromEntries(Object.keys(SECRETS).map((field) => [`remove_${field}`, true]));
  expect((await put(request, { ...BASE, ...removed })).status()).toBe(200);
  const cleared = await request.put("/api/v1/teacher/messages/templates/enquiry", {
    headers: await teacher(request),
    data: {},
  });
  expect(cleared.status()).toBe(200);
});

test("secrets are never in an answer: only whether each is set", async ({ request }) => {
  const saved = await put(request, { ...SMS, ...SECRETS, channel: "whatsapp", whatsapp_phone_number_id: "1065432109" });
  const text = await saved.text();
  expect(saved.status(), text).toBe(200);
  const read = await (await request.get(SETTINGS, { headers: await teacher(request) })).text();
  for (const secret of Object.values(SECRETS)) {
    expect(text).not.toContain(secret);
    expect(read).not.toContain(secret);
  }
  const { settings, webhooks } = JSON.parse(read);
  expect(settings).toMatchObject({ channel: "whatsapp", sms_paise_per_segment: 20, sms_cost: "0.20" });
  expect(settings.secrets_set).toEqual(Object.fromEntries(Object.keys(SECRETS).map((field) => [field, true])));
  expect(webhooks.sms).toMatch(/\/webhooks\/sms$/);
  // A secret left out stays; `remove_…` clears it.
  await put(request, { ...SMS, remove_whatsapp_verify_token: true });
  expect((await settingsNow(request)).secrets_set).toMatchObject({ sms_auth_key: true, whatsapp_verify_token: false });
  // The teacher's only.
  expect((await request.get(SETTINGS)).status()).toBe(401);
  expect((await request.get(SETTINGS, { headers: { Authorization: await studentToken(request) } })).status()).toBe(403);
});

test("bad settings are refused with 400 at their fields, and change nothing", async ({ request }) => {
  const before = await settingsNow(request);
  const noWhatsApp = await put(request, { ...SMS, channel: "whatsapp", remove_whatsapp_access_token: true });
  expect(noWhatsApp.status()).toBe(400);
  const refused = await noWhatsApp.json();
  expect(refused.valid).toBe(false);
  expect(Object.keys(refused.errors).sort()).toEqual(["whatsapp_access_token", "whatsapp_phone_number_id"]);
  const badTime = await put(request, { ...SMS, daily_at: "25:00", sms_sender_id: "VIDYA1", sms_cost: "twenty" });
  expect(badTime.status()).toBe(400);
  expect(Object.keys((await badTime.json()).errors).sort()).toEqual(["daily_at", "sms_cost", "sms_sender_id"]);
  const notJson = await request.put(SETTINGS, { headers: await teacher(request), data: "channel=sms" });
  expect(notJson.status()).toBe(400);
  expect(await settingsNow(request)).toEqual(before);
});

test("a PUT sent again changes things once", async ({ request }) => {
  const body = { ...SMS, daily_at: "19:30", sms_cost: "0.18" };
  const first = await put(request, body);
  expect(first.status()).toBe(200);
  const again = await put(request, body);
  expect(again.status()).toBe(200);
  const [once, twice] = [(await first.json()).settings, (await again.json()).settings];
  expect(once).toMatchObject({ daily_at: "19:30", sms_paise_per_segment: 18 });
  expect(twice).toEqual(once);
});

test("templates: saved with what to register, refused at the field when wrong, and a resent PUT changes once", async ({
  request,
}) => {
  const headers = await teacher(request);
  const list = await (await request.get("/api/v1/teacher/messages/templates", { headers })).json();
  const enquiry = list.templates.find((kind: { kind: string }) => kind.kind === "enquiry");
  expect(enquiry).toMatchObject({ variables: ["institute", "name"], sms_en: null });
  const address = "/api/v1/teacher/messages/templates/enquiry";
  const body = {
    sms_en: { template_id: "1207161234567890123", text: "Dear {name}, thank you for asking {institute}." },
    whatsapp_hi: { template_id: "enquiry_hi", text: "नमस्ते {name}, {institute} से पूछने के लिए धन्यवाद।" },
  };
  const saved = await request.put(address, { headers, data: body });
  expect(saved.status(), await saved.text()).toBe(200);
  const { template } = await saved.json();
  expect(template.sms_en.registered).toBe("Dear {#var#}, thank you for asking {#var#}.");
  expect(template.whatsapp_hi.registered).toBe("नमस्ते {{1}}, {{2}} से पूछने के लिए धन्यवाद।");
  expect(template.missing).toEqual(["sms_hi", "whatsapp_en"]);
  const again = await request.put(address, { headers, data: body });
  expect((await again.json()).template).toEqual(template);

  const unknown = await request.put(address, {
    headers,
    data: { ...body, sms_en: { template_id: "1207161234567890123", text: "{name} owes {amount}" } },
  });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).errors["sms_en.text"][0]).toContain("{amount}");
  const noWords = await request.put(address, { headers, data: { ...body, whatsapp_en: { template_id: "hello" } } });
  expect(noWords.status()).toBe(400);
  expect(Object.keys((await noWords.json()).errors)).toEqual(["whatsapp_en.text"]);
  const listed = await (await request.get("/api/v1/teacher/messages/templates", { headers })).json();
  expect(listed.templates.find((kind: { kind: string }) => kind.kind === "enquiry").sms_en).toEqual(template.sms_en);

  expect((await request.put("/api/v1/teacher/messages/templates/birthday", { headers, data: body })).status()).toBe(
    404,
  );
});
