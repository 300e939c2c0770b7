import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJitsiProvider } from "~/domain/doubts/meeting-providers/jitsi.server";
import { MeetingProviderError } from "~/domain/doubts/meeting-providers/provider.server";
import { createZoomProvider } from "~/domain/doubts/meeting-providers/zoom.server";
import { type FakeZoom, startFakeZoom, zoomSettingsFor } from "../support/fake-zoom";

const session = {
  topic: "Doubt session: Class 10th, visitor@unit.test",
  startsAt: new Date("2026-11-23T04:45:00Z"),
  durationMinutes: 15,
  timeZone: "Asia/Kolkata",
};

describe("the Jitsi provider", () => {
  it("makes a long random room on the configured server, with one link for everyone", async () => {
    const jitsi = createJitsiProvider("https://meet.example.org/");
    const meeting = await jitsi.createMeeting(session);
    expect(meeting.externalId).toMatch(/^DoubtSession-[0-9a-f]{32}$/);
    expect(meeting.joinUrl).toBe(`https://meet.example.org/${meeting.externalId}`);
    expect(meeting.startUrl).toBe(meeting.joinUrl);
    expect(meeting.password).toBe("");
  });

  it("never gives two sessions the same room", async () => {
    const jitsi = createJitsiProvider("https://meet.jit.si");
    const rooms = await Promise.all(Array.from({ length: 500 }, () => jitsi.createMeeting(session)));
    expect(new Set(rooms.map((room) => room.externalId)).size).toBe(500);
  });
});

describe("the Zoom provider, against a local fake Zoom over HTTP", () => {
  let zoom: FakeZoom;
  beforeAll(async () => {
    zoom = await startFakeZoom();
  });
  afterAll(() => zoom.close());

  it("gets a token with the account credentials, then schedules a 15-minute meeting", async () => {
    const provider = createZoomProvider(zoomSettingsFor(zoom));
    const before = zoom.seen.tokenRequests;
    const meeting = await provider.createMeeting(session);
    expect(zoom.seen.tokenRequests).toBe(before + 1);
    expect(zoom.seen.meetings.at(-1)).toEqual({
      topic: session.topic,
      type: 2,
      start_time: "2026-11-23T04:45:00Z",
      duration: 15,
      timezone: "Asia/Kolkata",
    });
    expect(meeting).toEqual({
      externalId: expect.stringMatching(/^\d{11}$/),
      joinUrl: expect.stringMatching(/^https:\/\/zoom\.example\/j\/\d+/),
      startUrl: expect.stringMatching(/^https:\/\/zoom\.example\/s\/\d+/),
      password: "Fk39xq",
    });
  });

  it("reuses the token until it is about to expire", async () => {
    let clock = Date.parse("2026-11-21T12:00:00Z");
    const provider = createZoomProvider({ ...zoomSettingsFor(zoom), now: () => clock });
    const before = zoom.seen.tokenRequests;
    await provider.createMeeting(session);
    await provider.createMeeting(session);
    expect(zoom.seen.tokenRequests).toBe(before + 1);
    clock += 3599 * 1000 - 30_000; // within a minute of Zoom's expiry
    await provider.createMeeting(session);
    expect(zoom.seen.tokenRequests).toBe(before + 2);
  });

  it("reports Zoom's error, and after a revoked token asks for a new one", async () => {
    const provider = createZoomProvider(zoomSettingsFor(zoom));
    zoom.failNext(500, { code: 500, message: "Internal server error" });
    await expect(provider.createMeeting(session)).rejects.toThrow(
      new MeetingProviderError("Zoom refused to create the meeting (500: Internal server error)"),
    );

    await provider.createMeeting(session);
    zoom.revokeTokens();
    await expect(provider.createMeeting(session)).rejects.toThrow(/401: Invalid access token/);
    const before = zoom.seen.tokenRequests;
    await provider.createMeeting(session);
    expect(zoom.seen.tokenRequests).toBe(before + 1);
  });

  it("says so when the app's credentials are wrong", async () => {
    const provider = createZoomProvider({ ...zoomSettingsFor(zoom), clientSecret: "wrong" });
    await expect(provider.createMeeting(session)).rejects.toThrow(
      "Zoom refused to give an access token (401: Invalid client_id or client_secret)",
    );
  });
});
