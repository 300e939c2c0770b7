import { createHmac } from "node:crypto";
import { config } from "~/config.server";

/**
 * The per-session token every form carries in a hidden field. Browsers prove where a change comes
 * from with `Origin` or `Sec-Fetch-Site`; text browsers send neither, so for them this token is the
 * proof. It is derived from the session token, so it needs no storage and
 * changes with every new session.
 */
export function formTokenFor(sessionToken: string | null) {
  if (!sessionToken) return "";
  return createHmac("sha256", config.SESSION_SECRETS[0]).update(`form:${sessionToken}`).digest("base64url");
}
