import { config } from "~/config.server";
import { createJitsiProvider } from "./jitsi.server";
import type { MeetingProvider } from "./provider.server";
import { createZoomProvider } from "./zoom.server";

let provider: MeetingProvider | undefined;

/** The provider MEETING_PROVIDER names; one per process, so Zoom's token cache is shared by all requests. */
export function configuredMeetingProvider(): MeetingProvider {
  provider ??=
    config.MEETING_PROVIDER === "zoom"
      ? createZoomProvider({
          // config.server.ts refuses to start with zoom and without these three.
          accountId: config.ZOOM_ACCOUNT_ID ?? "",
          clientId: config.ZOOM_CLIENT_ID ?? "",
          clientSecret: config.ZOOM_CLIENT_SECRET ?? "",
          oauthUrl: config.ZOOM_OAUTH_URL,
          apiUrl: config.ZOOM_API_URL,
        })
      : createJitsiProvider(config.JITSI_BASE_URL);
  return provider;
}
