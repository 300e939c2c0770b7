import { createHmac, timingSafeEqual } from "node:crypto";
import { invalid, unauthenticated } from "../core/errors.server";
import { now } from "../core/time.server";
import { inTransaction } from "../core/transaction.server";
import { failDelivery } from "./mobile-sending.server";
import { readMessagingSettings } from "./provider-settings.server";

/**
 * Delivery reports the providers post to our webhooks. Only signed ones count: WhatsApp signs the raw body with
 * the Meta app's secret (`X-Hub-Signature-256: sha256=<hex HMAC-SHA256>`); the SMS gateway signs it the same way
 * with the webhook secret on the Site page (`X-Signature-256`). A report moves a message forward only
 * (queued → sent → delivered → read); a failure fails one not yet delivered, with the provider's reason, and
 * sends it again by SMS where that is set up.
 */

const RANK: Record<string, number> = { queued: 0, sent: 1, delivered: 2, read: 3 };
export type ReportedState = "sent" | "delivered" | "read" | "failed";
export type DeliveryReport = { providerId: string; state: ReportedState; reason?: string; at?: Date };

/** True when `signature` ("sha256=<hex>") is the body's HMAC-SHA256 with `secret`. */
export function signedWith(secret: string, body: string, signature: string | null) {
  if (!secret || !signature?.startsWith("sha256=")) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(body).digest("hex"));
  const given = Buffer.from(signature.slice("sha256=".length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const NOT_SIGNED = "This report is not signed by the provider.";

/** A field of a report that should be a list: anything else (a provider's mistake) counts as none. */
const listOf = <Item>(value: unknown): Item[] =>
  Array.isArray(value) ? value.filter((item) => item && typeof item === "object") : [];

/** Meta's Unix seconds as an instant; a missing or impossible one is the time the report came. */
function momentOf(seconds: unknown) {
  const at = new Date(Number(seconds) * 1000);
  return seconds && !Number.isNaN(at.getTime()) ? at : undefined;
}

/** A signed body that is not JSON is the provider's mistake, told as such (400), never a fault of ours. */
function parsedReport(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw invalid("The request body is not valid JSON.");
  }
}

/** Applies reports in order; an id we did not send is ignored (a report for another app on the same number). */
export async function applyReports(reports: readonly DeliveryReport[]) {
  const settings = await readMessagingSettings();
  let applied = 0;
  for (const report of reports) {
    const at = report.at ?? now();
    await inTransaction(async (tx) => {
      const delivery = await tx.mobileDelivery.findUnique({ where: { providerId: report.providerId } });
      if (!delivery) return;
      if (report.state === "failed") {
        await failDelivery(tx, settings, delivery.id, report.reason ?? "Failed", at);
        applied++;
        return;
      }
      const earlier = Object.keys(RANK).filter((state) => RANK[state] < RANK[report.state]);
      const moment = { sent: { sentAt: at }, delivered: { deliveredAt: at }, read: { readAt: at } }[report.state];
      const { count } = await tx.mobileDelivery.updateMany({
        where: { id: delivery.id, state: { in: earlier } },
        data: {
          state: report.state,
          ...moment,
          ...(report.state === "read" && !delivery.deliveredAt ? { deliveredAt: at } : {}),
        },
      });
      applied += count;
    });
  }
  return applied;
}

/** Meta's check of the webhook address: the challenge back when the verify token is the institute's. */
export async function whatsAppWebhookChallenge(query: URLSearchParams) {
  const settings = await readMessagingSettings();
  const token = query.get("hub.verify_token") ?? "";
  if (query.get("hub.mode") !== "subscribe" || !settings.whatsappVerifyToken || token !== settings.whatsappVerifyToken)
    throw unauthenticated("The verify token is not this site's.");
  return query.get("hub.challenge") ?? "";
}

/** A WhatsApp Cloud API webhook call: statuses of our messages (other changes, e.g. replies, are ignored). */
export async function whatsAppReports(body: string, signature: string | null) {
  const settings = await readMessagingSettings();
  if (!signedWith(settings.whatsappAppSecret, body, signature)) throw unauthenticated(NOT_SIGNED);
  type Status = {
    id?: string;
    status?: string;
    timestamp?: string;
    errors?: { code?: number; title?: string; message?: string }[];
  };
  const payload = parsedReport(body) as { entry?: { changes?: { value?: { statuses?: Status[] } }[] }[] } | null;
  const reports: DeliveryReport[] = [];
  for (const entry of listOf<{ changes?: unknown }>(payload?.entry))
    for (const change of listOf<{ value?: { statuses?: unknown } }>(entry.changes))
      for (const status of listOf<Status>(change.value?.statuses)) {
        if (!status.id || !["sent", "delivered", "read", "failed"].includes(status.status ?? "")) continue;
        const error = status.errors?.[0];
        reports.push({
          providerId: String(status.id),
          state: status.status as ReportedState,
          reason: error ? `${error.code ?? ""} ${error.message ?? error.title ?? ""}`.trim() : undefined,
          at: momentOf(status.timestamp),
        });
      }
  return applyReports(reports);
}

/** MSG91's report statuses: 1 delivered; 2 failed; 9 NDNC; 16, 25 rejected; 17 blocked; 8 or 26 at the operator. */
const SMS_STATES: Record<string, ReportedState> = {
  "1": "delivered",
  "2": "failed",
  "9": "failed",
  "16": "failed",
  "17": "failed",
  "25": "failed",
  "8": "sent",
  "26": "sent",
};

/** The SMS gateway's delivery reports (MSG91's JSON webhook: one report, or a list of them). */
export async function smsReports(body: string, signature: string | null) {
  const settings = await readMessagingSettings();
  if (!signedWith(settings.smsWebhookSecret, body, signature)) throw unauthenticated(NOT_SIGNED);
  type Report = { requestId?: string; status?: string; desc?: string; failedReason?: string; date?: string };
  const payload = parsedReport(body) as Report | Report[] | null;
  const reports: DeliveryReport[] = [];
  for (const report of listOf<Report>(Array.isArray(payload) ? payload : [payload])) {
    const state = SMS_STATES[String(report.status ?? "")];
    if (!report.requestId || !state) continue;
    reports.push({
      providerId: String(report.requestId),
      state,
      reason: state === "failed" ? report.failedReason || report.desc || "Failed" : undefined,
    });
  }
  return applyReports(reports);
}
