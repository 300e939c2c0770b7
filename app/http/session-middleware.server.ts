import type { MiddlewareFunction } from "react-router";
import { config } from "~/config.server";
import { validateSessionToken } from "~/domain/accounts/sessions.server";
import { DomainError } from "~/domain/core/errors.server";
import { FORM_TOKEN_FIELD } from "~/schemas/form-token";
import { TOO_LARGE_BODY } from "./body.server";
import { actorContext, sessionTokenContext } from "./context.server";
import { streamForm } from "./form-stream.server";
import { formTokenFor } from "./form-token.server";
import { readSessionCookie, sessionCookie } from "./session-cookie.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const NOT_FROM_THIS_SITE = "This request did not come from this site.";

function bearerToken(request: Request) {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/**
 * What the browser says about where a change comes from: "same" or "cross" site, or "silent" when
 * it says nothing (text browsers send neither `Origin` nor `Sec-Fetch-Site`). The proxy's
 * `X-Forwarded-Host` counts only when TRUST_PROXY says a proxy is there; anyone can send the header.
 */
function claimedSource(request: Request) {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin") return "cross";
  const origin = request.headers.get("Origin");
  if (!origin) return fetchSite ? "same" : "silent";
  const forwarded = config.TRUST_PROXY ? request.headers.get("X-Forwarded-Host") : null;
  const host = forwarded ?? request.headers.get("Host");
  try {
    return host && new URL(origin).host === host ? "same" : "cross";
  } catch {
    return "cross";
  }
}

/**
 * A silent change proves it comes from our own page with the session's form token. The token is read
 * from a copy of the body (the action reads the original) as it streams, and only as far as needed: our
 * forms send the hidden token first, so the reading stops at it. A file part before it ends the search
 * (no file is allowed here: to look past a file it would have to be read and kept), and so does
 * MAX_FORM_BYTES of body; either way the change is refused. Then the copy is cancelled: a copy is a tee,
 * and a branch left unread keeps every chunk the other branch reads, which would hold a whole upload in
 * memory. Cancelled, it keeps nothing; the original holds only the chunks read so far (at most about
 * MAX_FORM_BYTES), until the action reads them and streams the rest to disk.
 */
async function carriesFormToken(request: Request, sessionToken: string) {
  const copy = request.clone();
  let sent: string | null = null;
  try {
    await streamForm(
      copy,
      { maxFiles: 0, maxFileBytes: 0, tooLargeMessage: TOO_LARGE_BODY },
      {
        field: (name, value) => {
          if (name !== FORM_TOKEN_FIELD) return undefined;
          sent = value;
          return "stop";
        },
      },
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  } finally {
    // Not awaited: cancelling one branch of a tee settles only once the other branch is done too.
    copy.body?.cancel().catch(() => {});
  }
  return sent !== null && sent === formTokenFor(sessionToken);
}

/**
 * Signed-in pages and every API answer are for one person only: no cache may keep them. A response that
 * declares itself public (the site's photos, the same for everyone) keeps its own long caching.
 * `max-age=0` is for Lynx, which ignores no-store: without it, on what may be a shared computer, a
 * student's page opened again after Logout (its address or a link) came from Lynx's memory. (Back
 * still shows Lynx's copy, as Lynx's history always does.)
 */
function keepPrivate(request: Request, signedIn: boolean, response: Response) {
  if (response.headers.get("Cache-Control")?.includes("public")) return;
  if (signedIn || new URL(request.url).pathname.startsWith("/api/")) {
    response.headers.set("Cache-Control", "private, no-store, max-age=0");
  }
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const fromHeader = bearerToken(request);
  const fromCookie = fromHeader ? null : readSessionCookie(request);
  const token = fromHeader ?? fromCookie;

  const session = token ? await validateSessionToken(token) : null;

  // Cookies travel with requests from any site, so a change the cookie authenticates must prove its source.
  if (fromCookie && session && !SAFE_METHODS.has(request.method)) {
    const source = claimedSource(request);
    if (source === "cross" || (source === "silent" && !(await carriesFormToken(request, fromCookie)))) {
      return new Response(NOT_FROM_THIS_SITE, { status: 403 });
    }
  }
  context.set(actorContext, session?.user ?? null);
  context.set(sessionTokenContext, session ? token : null);

  const response = await next();
  keepPrivate(request, Boolean(session), response);
  if (fromCookie && session?.renewed && !response.headers.has("Set-Cookie")) {
    response.headers.append("Set-Cookie", sessionCookie(fromCookie, session.expiresAt));
  }
  return response;
};
