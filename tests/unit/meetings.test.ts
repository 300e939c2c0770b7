import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { bookDoubtSession, bookingOffer } from "~/domain/doubts/booking.server";
import { createJitsiProvider } from "~/domain/doubts/meeting-providers/jitsi.server";
import { createZoomProvider } from "~/domain/doubts/meeting-providers/zoom.server";
import { acceptDoubtRequest, completeSession, meetingDetails } from "~/domain/doubts/meetings.server";
import { meetingAnswer } from "~/routes/doubts/api/+presenter";
import { type FakeZoom, startFakeZoom, zoomSettingsFor } from "../support/fake-zoom";
import { failure, student, teacher, weekWithSlots } from "../support/unit-weeks";

let zoom: FakeZoom;
let provider: ReturnType<typeof createZoomProvider>;
beforeAll(async () => {
  zoom = await startFakeZoom();
  provider = createZoomProvider(zoomSettingsFor(zoom));
});
afterAll(() => zoom.close());

const now = new Date("2026-11-21T12:00:00Z");
let bookings = 0;

/** A fresh pending request on a slot of its own week. */
async function pendingRequest() {
  bookings++;
  await weekWithSlots(`Meetings ${bookings}`, [{ day: "Monday", time: "10:15" }]);
  const [slot] = (await bookingOffer(now)).slots;
  const { doubtId } = await bookDoubtSession(
    slot.id,
    { user_email: `pupil${bookings}@unit.test`, class: "Class 11th", doubt_type: "Limits", date: slot.startsAt },
    { address: `10.4.0.${bookings}`, now },
  );
  return doubtId;
}

describe("accepting a doubt request", () => {
  it("accepts it and stores the provider's meeting, shown on the institute's clock", async () => {
    const doubtId = await pendingRequest();
    const { meeting, message } = await acceptDoubtRequest(teacher, doubtId, { provider, now });
    expect(message).toMatch(/accepted/);
    expect(meeting).toMatchObject({
      startsAt: new Date("2026-11-23T04:45:00Z"),
      userEmail: `pupil${bookings}@unit.test`,
      completed: false,
      joinUrl: expect.stringMatching(/^https:\/\/zoom\.example\/j\//),
      startUrl: expect.stringMatching(/^https:\/\/zoom\.example\/s\//),
      password: "Fk39xq",
    });
    // The API says its day and time on the institute's clock.
    expect(meetingAnswer(meeting)).toMatchObject({ date: "2026-11-23", joinTime: "10:15", meeting_password: "Fk39xq" });
    expect(await meetingDetails(teacher, doubtId)).toEqual(meeting);
    expect(await db.doubtRequest.findUniqueOrThrow({ where: { id: doubtId } })).toMatchObject({ accepted: true });
  });

  it("makes one meeting however many times, and by however many teachers, it is accepted at once", async () => {
    const doubtId = await pendingRequest();
    const meetingsBefore = zoom.seen.meetings.length;
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () => acceptDoubtRequest(teacher, doubtId, { provider, now })),
    );
    expect(zoom.seen.meetings.length).toBe(meetingsBefore + 1);
    expect(await db.meeting.count({ where: { doubtRequestId: doubtId } })).toBe(1);
    // The others either see the finished meeting or are told it is being made; none fails otherwise.
    for (const answer of answers) {
      if (answer.status === "rejected") expect(answer.reason.kind).toBe("conflict");
    }
    const again = await acceptDoubtRequest(teacher, doubtId, { provider, now });
    expect(again.message).toBe("This request is already accepted.");
    expect(zoom.seen.meetings.length).toBe(meetingsBefore + 1);
  });

  it("keeps the request accepted when the provider fails, and lets the teacher retry", async () => {
    const doubtId = await pendingRequest();
    zoom.failNext(503, { code: 503, message: "Service unavailable" });
    const error = await failure(acceptDoubtRequest(teacher, doubtId, { provider, now }));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toContain("Zoom refused to create the meeting (503: Service unavailable)");
    expect(await db.doubtRequest.findUniqueOrThrow({ where: { id: doubtId } })).toMatchObject({
      accepted: true,
      meetingClaimedAt: null,
    });
    expect((await failure(meetingDetails(teacher, doubtId))).kind).toBe("not_found");

    const retried = await acceptDoubtRequest(teacher, doubtId, { provider, now });
    expect(retried.meeting.meetingId).toMatch(/^\d+$/);
  });

  it("waits for a link another request is making, but takes over one abandoned long ago", async () => {
    const doubtId = await pendingRequest();
    await db.doubtRequest.update({ where: { id: doubtId }, data: { accepted: true, meetingClaimedAt: now } });
    expect((await failure(acceptDoubtRequest(teacher, doubtId, { provider, now }))).kind).toBe("conflict");
    const muchLater = new Date(now.getTime() + 10 * 60_000);
    const jitsi = createJitsiProvider("https://meet.example.org");
    const { meeting } = await acceptDoubtRequest(teacher, doubtId, { provider: jitsi, now: muchLater });
    expect(meeting.joinUrl).toMatch(/^https:\/\/meet\.example\.org\/DoubtSession-/);
  });

  it("answers 'Invalid doubt id' for a bad id, and is for teachers only", async () => {
    expect((await failure(acceptDoubtRequest(teacher, "", { provider, now }))).message).toBe("Invalid doubt id");
    expect((await failure(acceptDoubtRequest(teacher, "12", { provider, now }))).message).toBe("Invalid doubt id");
    const unknown = await failure(
      acceptDoubtRequest(teacher, "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b", { provider, now }),
    );
    expect(unknown).toMatchObject({ kind: "not_found", message: "Invalid doubt id" });
    expect((await failure(acceptDoubtRequest(student, await pendingRequest(), { provider, now }))).kind).toBe(
      "forbidden",
    );
  });
});

describe("completing a session", () => {
  it("needs the request accepted first", async () => {
    const doubtId = await pendingRequest();
    expect((await failure(completeSession(teacher, doubtId))).kind).toBe("invalid");
    await acceptDoubtRequest(teacher, doubtId, { provider, now });
    await completeSession(teacher, doubtId);
    expect((await meetingDetails(teacher, doubtId)).completed).toBe(true);
  });
});
