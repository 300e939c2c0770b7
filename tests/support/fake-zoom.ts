import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Zoom over real HTTP, speaking the two calls we use as Zoom documents them:
 * Server-to-Server OAuth (`POST /oauth/token?grant_type=account_credentials&account_id=…`, Basic auth)
 * and `POST /v2/users/me/meetings` with a bearer token. Errors have Zoom's shapes.
 */
export async function startFakeZoom() {
  const credentials = { accountId: "fake-account", clientId: "fake-client", clientSecret: "fake-secret" };
  const tokens = new Set<string>();
  const failures: { status: number; body: object }[] = [];
  const seen = { tokenRequests: 0, meetings: [] as Record<string, unknown>[] };

  function send(res: ServerResponse, status: number, body: object) {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  }

  async function readBody(req: IncomingMessage) {
    let text = "";
    for await (const chunk of req) text += chunk;
    return text;
  }

  function issueToken(req: IncomingMessage, url: URL, res: ServerResponse) {
    seen.tokenRequests++;
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString("base64");
    if (req.headers.authorization !== `Basic ${basic}`) {
      return send(res, 401, { reason: "Invalid client_id or client_secret", error: "invalid_client" });
    }
    if (url.searchParams.get("grant_type") !== "account_credentials") {
      return send(res, 400, { reason: "Unsupported grant type", error: "unsupported_grant_type" });
    }
    if (url.searchParams.get("account_id") !== credentials.accountId) {
      return send(res, 400, { reason: "Invalid account_id", error: "invalid_request" });
    }
    const token = `token-${randomUUID()}`;
    tokens.add(token);
    send(res, 200, { access_token: token, token_type: "bearer", expires_in: 3599, scope: "meeting:write:admin" });
  }

  function createMeeting(req: IncomingMessage, body: string, res: ServerResponse) {
    const failure = failures.shift();
    if (failure) return send(res, failure.status, failure.body);
    const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!tokens.has(token)) return send(res, 401, { code: 124, message: "Invalid access token." });
    const meeting = JSON.parse(body) as Record<string, unknown>;
    if (meeting.type !== 2 || typeof meeting.start_time !== "string" || typeof meeting.duration !== "number") {
      return send(res, 400, { code: 300, message: "Invalid meeting settings." });
    }
    seen.meetings.push(meeting);
    const id = 85_000_000_000 + seen.meetings.length;
    send(res, 201, {
      id,
      uuid: randomUUID(),
      topic: meeting.topic,
      type: 2,
      start_time: meeting.start_time,
      duration: meeting.duration,
      timezone: meeting.timezone,
      join_url: `https://zoom.example/j/${id}?pwd=fake`,
      start_url: `https://zoom.example/s/${id}?zak=fake-host-key`,
      password: "Fk39xq",
    });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = await readBody(req);
    if (req.method === "POST" && url.pathname === "/oauth/token") return issueToken(req, url, res);
    if (req.method === "POST" && url.pathname === "/v2/users/me/meetings") return createMeeting(req, body, res);
    send(res, 404, { code: 404, message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    credentials,
    seen,
    /** The next meeting request gets this answer, as when Zoom has an outage. */
    failNext(status: number, body: object) {
      failures.push({ status, body });
    },
    /** Every token issued so far stops working, as when the app's secret is rotated. */
    revokeTokens() {
      tokens.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeZoom = Awaited<ReturnType<typeof startFakeZoom>>;

/** The settings createZoomProvider needs to talk to this fake. */
export const zoomSettingsFor = (fake: FakeZoom) => ({ ...fake.credentials, oauthUrl: fake.url, apiUrl: fake.url });
