import { randomBytes } from "node:crypto";
import type { MeetingProvider } from "./provider.server";

/**
 * Jitsi Meet needs no account: a meeting is a room name on the server. Whoever knows the name can join,
 * so the name carries 128 random bits. There is no separate host link, and no password.
 */
export function createJitsiProvider(baseUrl: string): MeetingProvider {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    name: "jitsi",
    async createMeeting() {
      const room = `DoubtSession-${randomBytes(16).toString("hex")}`;
      const url = `${base}/${room}`;
      return { externalId: room, joinUrl: url, startUrl: url, password: "" };
    },
  };
}
