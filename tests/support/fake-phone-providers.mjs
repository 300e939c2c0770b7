// A local stand-in for the two providers that carry messages to phones, over real HTTP, each speaking its real
// protocol: an Indian SMS gateway's HTTP API as MSG91 has it (POST /api/v2/sendsms, `authkey` header) and Meta's
// WhatsApp Cloud API (POST /{version}/{phone-number-id}/messages, bearer token). Both check what DLT and Meta
// check (sender id, entity id, template id; template name, language, parameters), accept, refuse or fail, and
// make delivery reports signed as each provider signs them. Run as a script it serves on FAKE_PHONE_PORT, with
// /_sent (what arrived), /_fail (the next answer) and /_report (post a signed report to the app's webhook).
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";

export const FAKE_PHONE = {
  smsAuthKey: "fake-msg91-authkey",
  smsSenderId: "VIDYAC",
  smsEntityId: "1201159100000012345",
  smsWebhookSecret: "fake-sms-webhook-secret",
  whatsappPhoneNumberId: "106540352242922",
  whatsappAccessToken: "fake-whatsapp-token",
  whatsappAppSecret: "fake-meta-app-secret",
  whatsappVerifyToken: "fake-verify-token",
};

/** A number ending in 0000 is refused by the SMS gateway; one ending in 9999 is not on WhatsApp (reported failed). */
export const REFUSED_BY_SMS = /0000$/;
export const NOT_ON_WHATSAPP = /9999$/;

const sign = (secret, body) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** A WhatsApp webhook call with one status, as Meta posts it, and its X-Hub-Signature-256. */
export function whatsAppStatusReport(providerId, status, recipient, secret = FAKE_PHONE.whatsappAppSecret) {
  const statusEntry = {
    id: providerId,
    status,
    timestamp: String(Math.floor(Date.now() / 1000)),
    recipient_id: recipient,
    ...(status === "failed"
      ? { errors: [{ code: 131026, title: "Message undeliverable", message: "Message undeliverable" }] }
      : {}),
  };
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: FAKE_PHONE.whatsappPhoneNumberId },
              statuses: [statusEntry],
            },
          },
        ],
      },
    ],
  });
  return { body, signature: sign(secret, body) };
}

/** An SMS delivery report as MSG91's JSON webhook posts it (status 1 delivered, 2 failed, 17 blocked…), signed. */
export function smsDeliveryReport(requestId, status, number, secret = FAKE_PHONE.smsWebhookSecret) {
  const desc = { 1: "DELIVERED", 2: "FAILED", 17: "BLOCKED NUMBER" }[status] ?? "UNKNOWN";
  const body = JSON.stringify({
    requestId,
    number,
    senderId: FAKE_PHONE.smsSenderId,
    status: String(status),
    desc,
    date: new Date().toISOString().slice(0, 19).replace("T", " "),
    ...(status === 1 ? {} : { failedReason: desc }),
  });
  return { body, signature: sign(secret, body) };
}

const readBody = async (req) => {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
};

const send = (res, status, body) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

/**
 * @typedef {Record<string, any>} Arrived a request as the provider read it, with the id it answered
 * @typedef {{ port: number, sent: { sms: Arrived[], whatsapp: Arrived[] },
 *   failNext: (channel: "sms" | "whatsapp", status: number, answer: object) => void, close: () => Promise<void> }} FakePhoneProviders
 * @param {number} port
 * @returns {Promise<FakePhoneProviders>}
 */
export function startFakePhoneProviders(port = 0) {
  /** @type {{ sms: Record<string, any>[], whatsapp: Record<string, any>[] }} what arrived, as the provider read it */
  const sent = { sms: [], whatsapp: [] };
  /** @type {{ sms: { status: number, body: object }[], whatsapp: { status: number, body: object }[] }} */
  const failures = { sms: [], whatsapp: [] };

  function sendSms(req, body, res) {
    const failure = failures.sms.shift();
    if (failure) return send(res, failure.status, failure.body);
    if (req.headers.authkey !== FAKE_PHONE.smsAuthKey)
      return send(res, 401, { type: "error", message: "Authentication failure" });
    const sms = JSON.parse(body);
    const message = sms.sms?.[0];
    if (!/^[A-Z]{6}$/.test(sms.sender ?? "")) return send(res, 400, { type: "error", message: "Invalid sender id" });
    if (sms.PE_ID !== FAKE_PHONE.smsEntityId) return send(res, 400, { type: "error", message: "Invalid entity id" });
    if (!/^\d{19}$/.test(sms.DLT_TE_ID ?? ""))
      return send(res, 400, { type: "error", message: "Invalid DLT template id" });
    if (!message?.message || !Array.isArray(message.to))
      return send(res, 400, { type: "error", message: "No message" });
    if (message.to.some((number) => REFUSED_BY_SMS.test(number)))
      return send(res, 400, { type: "error", message: "Invalid mobile number" });
    const requestId = randomBytes(12).toString("hex");
    sent.sms.push({ ...sms, requestId });
    send(res, 200, { type: "success", message: requestId });
  }

  function sendWhatsApp(req, phoneNumberId, body, res) {
    const failure = failures.whatsapp.shift();
    if (failure) return send(res, failure.status, failure.body);
    if (req.headers.authorization !== `Bearer ${FAKE_PHONE.whatsappAccessToken}`)
      return send(res, 401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
    if (phoneNumberId !== FAKE_PHONE.whatsappPhoneNumberId)
      return send(res, 400, {
        error: { message: "Unsupported post request.", type: "GraphMethodException", code: 100 },
      });
    const message = JSON.parse(body);
    const template = message.template;
    if (
      message.messaging_product !== "whatsapp" ||
      message.type !== "template" ||
      !template?.name ||
      !template.language?.code
    )
      return send(res, 400, { error: { message: "(#100) Invalid parameter", type: "OAuthException", code: 100 } });
    const id = `wamid.${randomBytes(16).toString("base64url")}`;
    sent.whatsapp.push({ ...message, id });
    send(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id }],
    });
  }

  async function report(body, res) {
    const { url, channel, providerId, status, number } = JSON.parse(body);
    const signed =
      channel === "sms"
        ? smsDeliveryReport(providerId, status, number)
        : whatsAppStatusReport(providerId, status, number);
    const header = channel === "sms" ? "X-Signature-256" : "X-Hub-Signature-256";
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", [header]: signed.signature },
      body: signed.body,
    });
    send(res, 200, { status: answer.status, answer: await answer.json().catch(() => null) });
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = await readBody(req);
    try {
      if (req.method === "POST" && url.pathname === "/api/v2/sendsms") return sendSms(req, body, res);
      const graph = url.pathname.match(/^\/v[\d.]+\/([^/]+)\/messages$/);
      if (req.method === "POST" && graph) return sendWhatsApp(req, graph[1], body, res);
      if (req.method === "GET" && url.pathname === "/_sent") return send(res, 200, sent);
      if (req.method === "POST" && url.pathname === "/_fail") {
        const { channel, status, answer } = JSON.parse(body);
        failures[channel].push({ status, body: answer });
        return send(res, 200, {});
      }
      if (req.method === "POST" && url.pathname === "/_report") return await report(body, res);
      send(res, 404, { error: { message: "Unknown path" } });
    } catch (error) {
      send(res, 400, { error: { message: String(error) } });
    }
  });

  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      resolve({
        port: server.address().port,
        sent,
        /** The provider's next answer is this failure (status and body as the provider words it). */
        failNext: (channel, status, answer) => failures[channel].push({ status, body: answer }),
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ""))) {
  const fake = await startFakePhoneProviders(Number(process.env.FAKE_PHONE_PORT ?? 0));
  console.log(`Fake SMS gateway and WhatsApp Cloud API on ${fake.port}`);
}
