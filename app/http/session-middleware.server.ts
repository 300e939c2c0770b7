import type { MiddlewareFunction } from "react-router";
import { validateSessionToken } from "~/domain/sessions.server";
import { actorContext, sessionTokenContext } from "./context.server";
import { readSessionCookie, sessionCookie } from "./session-cookie.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function bearerToken(request: Request) {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/** A cookie-authenticated change must come from our own pages (Lucia guide's CSRF check). */
function crossOrigin(request: Request) {
  const origin = request.headers.get("Origin");
  const host = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host");
  if (!origin || !host) return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const fromHeader = bearerToken(request);
  const fromCookie = fromHeader ? null : readSessionCookie(request);
  const token = fromHeader ?? fromCookie;

  if (fromCookie && !SAFE_METHODS.has(request.method) && crossOrigin(request)) {
    return new Response("This request did not come from this site.", { status: 403 });
  }

  const session = token ? await validateSessionToken(token) : null;
  context.set(actorContext, session?.user ?? null);
  context.set(sessionTokenContext, session ? token : null);

  const response = await next();
  if (fromCookie && session?.renewed && !response.headers.has("Set-Cookie")) {
    response.headers.append("Set-Cookie", sessionCookie(fromCookie, session.expiresAt));
  }
  return response;
};
