import { expect, request as newRequest, test } from "@playwright/test";
import { teacherToken } from "../support/api";
import { book, newWeekWithSlots } from "../support/newest-week";
import { ownDevelopmentServer } from "../support/own-server";
import { uniqueEmail } from "../support/people";

// The shared e2e server lifts the booking limits for the other tests; this one runs with the defaults.
const baseURL = ownDevelopmentServer("booking-share", 63);

test("one network address, whatever e-mails it types, takes only its share of a week's sessions", async () => {
  const request = await newRequest.newContext({ baseURL });
  const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const { slots } = await newWeekWithSlots(
    request,
    await teacherToken(request),
    days.map((day) => ({ day, time: "19:00" })),
  );
  expect(slots).toHaveLength(6);
  // A third of six sessions: two, each with its own e-mail.
  for (const slot of slots.slice(0, 2)) expect((await book(request, slot, uniqueEmail("share"))).status()).toBe(201);
  const refused = await book(request, slots[2], uniqueEmail("share"));
  expect(refused.status()).toBe(429);
  expect((await refused.json()).message).toBe(
    "Bookings from your network already hold 2 of this week's sessions. The others are left for other students.",
  );
  const offer = await (await request.get("/api/v1/meetings/bookingDetails")).json();
  expect(offer.slots).toHaveLength(4);
  await request.dispose();
});
