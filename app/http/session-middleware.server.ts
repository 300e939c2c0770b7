import type { MiddlewareFunction } from "react-router";
import { FORM_TOKEN_FIELD } from "~/components/form-token";
import { config } from "~/config.server";
import { DomainError } from "~/domain/errors.server";
import { maxUploadBytes } from "~/domain/notes.server";
import { validateSessionToken } from "~/domain/sessions.server";
import { MAX_FORM_BYTES, readLimitedForm } from "./body.server";
import { actorContext, sessionTokenContext } from "./context.server";
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
 * A silent change proves it comes from our own page with the session's form token. The check reads
 * a copy of the body (with the usual limits), so the action still reads the original.
 */
async function carriesFormToken(request: Request, sessionToken: string) {
  try {
    const limits = { maxFiles: 1, maxFileSize: maxUploadBytes(), maxTotalSize: maxUploadBytes() + MAX_FORM_BYTES };
    const form = await readLimitedForm(request.clone(), limits, () => undefined);
    return form.get(FORM_TOKEN_FIELD) === formTokenFor(sessionToken);
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
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
