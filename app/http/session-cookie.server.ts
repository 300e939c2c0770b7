import { config } from "~/config.server";

const NAME = "session";

export function readSessionCookie(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === NAME) return decodeURIComponent(value.join("="));
  }
  return null;
}

/**
 * SameSite comes last: Lynx does not know it and takes it for the start of another cookie, so every
 * attribute after it (Secure above all) was lost, and Lynx sent the session over plain HTTP.
 */
export function sessionCookie(token: string, expiresAt: Date) {
  const attributes = [
    `${NAME}=${token}`,
    "HttpOnly",
    "Path=/",
    `Expires=${expiresAt.toUTCString()}`,
    `Max-Age=${Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))}`,
  ];
  if (config.isProduction) attributes.push("Secure");
  attributes.push("SameSite=Lax");
  return attributes.join("; ");
}

export const clearedSessionCookie = () => sessionCookie("", new Date(0));
