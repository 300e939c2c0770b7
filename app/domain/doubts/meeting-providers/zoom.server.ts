import { type MeetingProvider, MeetingProviderError, PROVIDER_TIMEOUT_MS } from "./provider.server";

export type ZoomSettings = {
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** https://zoom.us in production; a local fake in tests. */
  oauthUrl: string;
  /** https://api.zoom.us in production; a local fake in tests. */
  apiUrl: string;
  /** The clock, settable so tests can let a token expire. */
  now?: () => number;
};

// A token is renewed a minute before Zoom says it expires, so it never lapses during a call.
const EARLY_RENEWAL_MS = 60_000;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");
// Zoom takes UTC as yyyy-MM-ddTHH:mm:ssZ, without milliseconds.
const zoomTime = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, "Z");

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body = await response.json();
    return body && typeof body === "object" ? body : {};
  } catch {
    return {};
  }
}

function failure(step: string, response: Response, body: Record<string, unknown>) {
  // API errors carry `message`; OAuth errors carry `reason`.
  const reason = [body.message, body.reason].find((text) => typeof text === "string") ?? response.statusText;
  return new MeetingProviderError(`Zoom refused to ${step} (${response.status}: ${reason})`);
}

/**
 * Zoom through a Server-to-Server OAuth app: an account-credentials token (cached until it is about to
 * expire), then a scheduled meeting (type 2) for the session.
 */
export function createZoomProvider(settings: ZoomSettings): MeetingProvider {
  const now = settings.now ?? Date.now;
  let token: { value: string; renewAt: number } | null = null;

  async function accessToken() {
    if (token && now() < token.renewAt) return token.value;
    const url = new URL(`${withoutTrailingSlash(settings.oauthUrl)}/oauth/token`);
    url.searchParams.set("grant_type", "account_credentials");
    url.searchParams.set("account_id", settings.accountId);
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64");
    const response = await fetch(url, {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const body = await readJson(response);
    if (!response.ok || typeof body.access_token !== "string") throw failure("give an access token", response, body);
    const lifetimeMs = Number(body.expires_in ?? 3600) * 1000;
    token = { value: body.access_token, renewAt: now() + lifetimeMs - EARLY_RENEWAL_MS };
    return token.value;
  }

  return {
    name: "zoom",
    async createMeeting(request) {
      const response = await fetch(`${withoutTrailingSlash(settings.apiUrl)}/v2/users/me/meetings`, {
        method: "POST",
        headers: { Authorization: `Bearer ${await accessToken()}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          topic: request.topic,
          type: 2,
          start_time: zoomTime(request.startsAt),
          duration: request.durationMinutes,
          timezone: request.timeZone,
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const body = await readJson(response);
      // A revoked or early-expired token: forget it, so the teacher's retry asks for a new one.
      if (response.status === 401) token = null;
      if (!response.ok) throw failure("create the meeting", response, body);
      if (body.id === undefined || typeof body.join_url !== "string" || typeof body.start_url !== "string") {
        throw new MeetingProviderError("Zoom's answer had no meeting id or links.");
      }
      return {
        externalId: String(body.id),
        joinUrl: body.join_url,
        startUrl: body.start_url,
        password: typeof body.password === "string" ? body.password : "",
      };
    },
  };
}
