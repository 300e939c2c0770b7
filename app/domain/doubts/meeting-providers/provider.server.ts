/** What the institute needs from a video-meeting service: one call that makes a meeting for a session. */
export type MeetingRequest = { topic: string; startsAt: Date; durationMinutes: number; timeZone: string };

export type CreatedMeeting = { externalId: string; joinUrl: string; startUrl: string; password: string };

export type MeetingProvider = {
  name: "jitsi" | "zoom";
  createMeeting(request: MeetingRequest): Promise<CreatedMeeting>;
};

/** A provider's failure, worded for the teacher who pressed Accept. */
export class MeetingProviderError extends Error {
  name = "MeetingProviderError";
}

/** How long we wait for an outside service before telling the teacher it failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;
