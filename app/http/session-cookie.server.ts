import { config } from "~/config.server";

const NAME = "session";

/** The value of the request's cookie `name`, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

export const readSessionCookie = (request: Request) => readCookie(request, NAME);

/**
 * A cookie only the server reads (HttpOnly), for the whole site, until `expiresAt`. SameSite comes last:
 * Lynx does not know it and takes it for the start of another cookie, so every attribute after it (Secure
 * above all) was lost, and Lynx sent the session over plain HTTP.
 */
export function serverCookie(name: string, value: string, expiresAt: Date) {
  const attributes = [
    `${name}=${value}`,
    "HttpOnly",
    "Path=/",
    `Expires=${expiresAt.toUTCString()}`,
    `Max-Age=${Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))}`,
  ];
  if (config.isProduction) attributes.push("Secure");
  attributes.push("SameSite=Lax");
  return attributes.join("; ");
}

export const sessionCookie = (token: string, expiresAt: Date) => serverCookie(NAME, token, expiresAt);

export const clearedSessionCookie = () => sessionCookie("", new Date(0));
