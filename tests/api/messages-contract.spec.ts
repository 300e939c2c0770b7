import { type APIResponse, expect, test } from "@playwright/test";
import { batchWithStudents, teacherToken } from "../support/api";
import { addGuardianTo, uniqueMobile } from "../support/families";
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
  // An announcement of the test's own that asks for 'Seen', to a family with a guardian, so the answer's shape
  // does not depend on what other tests did to the demo's.
  const { teacher, batchId, students } = await batchWithStudents(request, "Seen contract", ["Ishaan"]);
  await addGuardianTo(request, teacher, students[0].id, {
    name: "Neha Rao",
    relation: "mother",
    mobile: uniqueMobile(),
  });
  const posted = await request.post("/api/v1/teacher/announcements", {
    headers: teacher,
    data: { title: "Fee camp", text: "On Saturday.", audience: `batch:${batchId}`, ask_seen: true },
  });
  const { announcement } = await posted.json();
  await record(
    contract,
    "GET /teacher/announcements/{id}/seen",
    await request.get(`/api/v1/teacher/announcements/${announcement.id}/seen`, { headers }),
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
