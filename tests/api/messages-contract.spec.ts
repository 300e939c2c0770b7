import { type APIResponse, expect, test } from "@playwright/test";
import { teacherToken } from "../support/api";
import { jsonShape } from "../support/json-shape";

// The contract of the calls about messages to phones under /api/v1: the Outbox's deliveries, the set-up and the
// templates (read only here: tests/api/message-setup.spec.ts changes them), who has seen an announcement, and the
// providers' webhooks refusing what is not signed. Pinned in a snapshot beside this file.

type Contract = Record<string, { status: number; body: unknown }>;

async function record(contract: Contract, call: string, response: APIResponse) {
  const text = await response.text();
  let body: unknown = "empty";
  try {
    body = text ? jsonShape(JSON.parse(text)) : "empty";
  } catch {
    body = "text";
  }
  contract[call] = { status: response.status(), body };
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read as the API documents it; its shape is what is checked
  return (typeof body === "object" ? JSON.parse(text) : {}) as Record<string, any>;
}

test("message calls: deliveries, set-up, templates, 'Seen', webhooks", async ({ request }) => {
  const contract: Contract = {};
  const headers = { Authorization: await teacherToken(request) };
  await record(
    contract,
    "GET /teacher/outbox/deliveries?state=read",
    await request.get("/api/v1/teacher/outbox/deliveries?state=read", { headers }),
  );
  await record(
    contract,
    "GET /teacher/outbox/deliveries (bad state)",
    await request.get("/api/v1/teacher/outbox/deliveries?state=lost", { headers }),
  );
  await record(
    contract,
    "GET /teacher/outbox/deliveries (no token)",
    await request.get("/api/v1/teacher/outbox/deliveries"),
  );
  await record(
    contract,
    "GET /teacher/messages/templates",
    await request.get("/api/v1/teacher/messages/templates", { headers }),
  );
  // The list itself changes with other tests' announcements; its shape is pinned by the families' contract.
  const announcements = await (await request.get("/api/v1/teacher/announcements", { headers })).json();
  const asking = announcements.announcements.find((announcement: { ask_seen: boolean }) => announcement.ask_seen);
  await record(
    contract,
    "GET /teacher/announcements/{id}/seen",
    await request.get(`/api/v1/teacher/announcements/${asking.id}/seen`, { headers }),
  );
  await record(
    contract,
    "POST /webhooks/sms (unsigned)",
    await request.post("/api/v1/webhooks/sms", { data: { requestId: "x", status: "1" } }),
  );
  await record(
    contract,
    "POST /webhooks/whatsapp (forged)",
    await request.post("/api/v1/webhooks/whatsapp", {
      headers: { "X-Hub-Signature-256": "sha256=00" },
      data: { entry: [] },
    }),
  );
  await record(
    contract,
    "GET /webhooks/whatsapp (wrong verify token)",
    await request.get("/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=no&hub.challenge=1"),
  );
  expect(`${JSON.stringify(contract, null, 2)}\n`).toMatchSnapshot("messages.json");
});
