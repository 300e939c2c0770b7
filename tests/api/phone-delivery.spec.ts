import { expect, test } from "@playwright/test";
import { FAKE_PHONE, startFakePhoneProviders } from "../support/fake-phone-providers.mjs";
import { ownDevelopmentServer } from "../support/own-server";
import { demoTeacher } from "../support/people";

/**
 * Messages reaching phones over real HTTP: the app on its own server hands an announcement's family copies to a
 * local SMS gateway (speaking MSG91's API), the gateway posts signed delivery reports to the app's webhook, and
 * the Outbox's API shows each message delivered. Unsigned and forged reports are refused and change nothing.
 */
const FAKE_PORT = Number(process.env.E2E_PORT ?? 3210) + 65;
const fakeUrl = `http://127.0.0.1:${FAKE_PORT}`;
const baseURL = ownDevelopmentServer("phone-delivery", 64, {
  SMS_GATEWAY_URL: fakeUrl,
  WHATSAPP_GRAPH_URL: `${fakeUrl}/v21.0`,
  MOBILE_POLL_MS: "500",
});

let fake: Awaited<ReturnType<typeof startFakePhoneProviders>>;
test.beforeAll(async () => {
  fake = await startFakePhoneProviders(FAKE_PORT);
});
test.afterAll(async () => {
  await fake.close();
});

async function signIn(request: import("@playwright/test").APIRequestContext) {
  const response = await request.post(`${baseURL}/api/v1/teacher/signin`, {
    data: { cred: { email: demoTeacher.email, password: demoTeacher.password }, teacher_code: demoTeacher.code },
  });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).token}` };
}

test("an announcement goes to each family by SMS, and the gateway's signed reports mark it delivered", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const headers = await signIn(request);
  // The teacher first sends what already waits in the outbox from their phone, as before.
  const outbox = await (await request.get(`${baseURL}/api/v1/teacher/outbox/whatsapp`, { headers })).json();
  for (const message of outbox.waiting)
    expect((await request.post(`${baseURL}/api/v1/teacher/outbox/whatsapp/${message.id}/sent`, { headers })).ok()).toBe(
      true,
    );
  const setUp = await request.put(`${baseURL}/api/v1/teacher/messages/settings`, {
    headers,
    data: {
      channel: "sms",
      daily_at: "00:00",
      sms_fallback: true,
      sms_auth_key: FAKE_PHONE.smsAuthKey,
      sms_sender_id: FAKE_PHONE.smsSenderId,
      sms_entity_id: FAKE_PHONE.smsEntityId,
      sms_webhook_secret: FAKE_PHONE.smsWebhookSecret,
      sms_cost: "0.20",
      whatsapp_cost: "0.12",
    },
  });
  expect(setUp.status(), await setUp.text()).toBe(200);
  // The demo's Hindi notice template is missing: the Hindi-reading mothers' copies stay in the outbox, saying so.
  const announced = await request.post(`${baseURL}/api/v1/teacher/announcements`, {
    headers,
    data: {
      title: "Parents' meeting on Sunday at 10",
      text: "Please come to the institute.",
      audience: "institute",
      send: true,
    },
  });
  expect(announced.status(), await announced.text()).toBe(201);

  const aboutMeeting = () => fake.sent.sms.filter((sms) => sms.sms[0].message.includes("Parents' meeting"));
  await expect.poll(() => aboutMeeting().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const english = fake.sent.sms.filter((sms) => sms.DLT_TE_ID === "1207170912345678908");
  // The registered words exactly, each variable cut to DLT's 30 characters (the title has 32).
  expect(english.map((sms) => sms.sms[0].message)).toContain(
    "Vidya Coaching: new notice for Class 10 Maths & Science: Parents' meeting on Sunday at…",
  );

  for (const sms of english) {
    const posted = await request.post(`${fakeUrl}/_report`, {
      data: {
        url: `${baseURL}/api/v1/webhooks/sms`,
        channel: "sms",
        providerId: sms.requestId,
        status: 1,
        number: sms.sms[0].to[0],
      },
    });
    expect((await posted.json()).status).toBe(200);
  }
  const list = await request.get(`${baseURL}/api/v1/teacher/outbox/deliveries?state=delivered`, { headers });
  const { deliveries, month } = await list.json();
  const delivered = deliveries.filter((delivery: { text: string }) => delivery.text.includes("Parents' meeting"));
  expect(delivered).toHaveLength(english.length);
  expect(month.sms.messages).toBeGreaterThanOrEqual(english.length);

  // Unsigned, forged, or signed with another secret: 401, and the message stays as it was.
  const body = JSON.stringify({ requestId: english[0].requestId, status: "2", desc: "FAILED" });
  for (const signature of [undefined, "sha256=00", "nonsense"]) {
    const refused = await request.post(`${baseURL}/api/v1/webhooks/sms`, {
      headers: { "Content-Type": "application/json", ...(signature ? { "X-Signature-256": signature } : {}) },
      data: body,
    });
    expect(refused.status()).toBe(401);
  }
  const whatsApp = await request.post(`${baseURL}/api/v1/webhooks/whatsapp`, {
    headers: { "Content-Type": "application/json" },
    data: JSON.stringify({ entry: [] }),
  });
  expect(whatsApp.status()).toBe(401);
  const verify = await request.get(
    `${baseURL}/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=42`,
  );
  expect(verify.status()).toBe(401);
  const after = await (
    await request.get(`${baseURL}/api/v1/teacher/outbox/deliveries?state=delivered`, { headers })
  ).json();
  expect(after.total).toBe((await list.json()).total);
});
