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

export function sessionCookie(token: string, expiresAt: Date) {
  const attributes = [
    `${NAME}=${token}`,
    "HttpOnly",
    "SameSite=Lax",
    "Path=/",
    `Expires=${expiresAt.toUTCString()}`,
    `Max-Age=${Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))}`,
  ];
  if (config.isProduction) attributes.push("Secure");
  return attributes.join("; ");
}

export const clearedSessionCookie = () => sessionCookie("", new Date(0));
