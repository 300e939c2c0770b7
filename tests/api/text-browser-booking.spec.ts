import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { teacherToken } from "../support/api";
import { DOWN, ENTER, find, hasLynx, lastVisit, lynx, type, UP } from "../support/lynx";
import { dayLabel, newWeekWithSlots } from "../support/newest-week";
import { uniqueEmail } from "../support/people";
import { hasW3m, W3m } from "../support/w3m";

// w3m has no JavaScript and ignores `formaction`: /slot must work as one plain form (decision 070).
test("a visitor books a doubt session in w3m", async ({ request, baseURL }) => {
  test.skip(!hasW3m, "w3m is not installed (scripts/test-everything.sh installs it)");
  test.setTimeout(120_000);
  const teacher = await teacherToken(request);
  const email = uniqueEmail("w3m");
  const { week } = await newWeekWithSlots(
    request,
    teacher,
    [
      { day: "Tuesday", time: "09:00" },
      { day: "Tuesday", time: "09:15" },
    ],
    async () => {
      const w3m = new W3m(`${baseURL}/slot`, "Quadratic equations");
      try {
        await w3m.sees("Confirm & Send");
        await w3m.fill("Email", email);
        // A select opens w3m's menu; one step down from "Select Class" is the first class offered.
        await w3m.fill("Select Class", "j");
        // Type of Doubt, the next field, is a textarea: Enter opens the editor, which writes the text.
        await w3m.press("\t\r");
        await w3m.pressButton(dayLabel("Tuesday"));
        await w3m.sees(`Time on ${dayLabel("Tuesday")}`);
        await w3m.pressButton("09:15");
        await w3m.sees(`${dayLabel("Tuesday")}, 09:15`);
        await w3m.pressButton("Confirm & Send");
        await w3m.sees("Thank you!");
      } finally {
        w3m.quit();
      }
    },
  );

  const details = await request.get(`/api/v1/meetings/weekDetails/${week.id}`, { headers: { Authorization: teacher } });
  const { doubts } = await details.json();
  expect(doubts).toEqual([
    expect.objectContaining({
      user_email: email,
      class: expect.stringMatching(/^Class \d+th$/),
      doubt_type: "Quadratic equations",
    }),
  ]);
});

// Lynx ignores `formaction` too, and shows a <button> by its value ("(day:Tuesday) Tuesday" once): the
// day and time buttons are submit inputs, whose value is what they say.
// w3m draws a textarea's several lines beside an inline label, level with its last line: the label must come first.
test("in w3m the booking form's labels come before their fields", async ({ request, baseURL }) => {
  test.skip(!hasW3m, "w3m is not installed (scripts/test-everything.sh installs it)");
  await newWeekWithSlots(request, await teacherToken(request), [{ day: "Tuesday", time: "09:30" }], async () => {
    const page = execFileSync("w3m", ["-dump", "-cols", "80", `${baseURL}/slot`], { encoding: "utf8" }).split("\n");
    const label = page.findIndex((line) => line.trim() === "Type of Doubt");
    expect(label).toBeGreaterThan(0);
    expect(page[label + 1].trim()).toMatch(/^\[ +\]$/);
  });
});

test("a visitor books a doubt session in Lynx", async ({ request, baseURL }) => {
  test.skip(!hasLynx, "Lynx is not installed (scripts/test-everything.sh installs it)");
  const teacher = await teacherToken(request);
  const email = uniqueEmail("lynx");
  let chosen = 0;
  const { week } = await newWeekWithSlots(
    request,
    teacher,
    [
      { day: "Tuesday", time: "09:00" },
      { day: "Tuesday", time: "09:15" },
    ],
    async ({ slots }) => {
      chosen = slots.find((slot) => slot.time === "09:15")!.id;
      const screen = await lynx(`${baseURL}/slot`, [
        ...find("Email"),
        ...type(email),
        // Down to the select; Enter opens its menu, where Lynx's search finds the option.
        DOWN,
        ENTER,
        ...find("Class 12th"),
        ENTER,
        // Down into the textarea; Up leaves it again, for "/" is typed in a field.
        DOWN,
        ...type("Quadratic equations"),
        UP,
        ...find(dayLabel("Tuesday")),
        ENTER,
        ...find("09:15"),
        ENTER,
        ...find("Confirm & Send"),
        ENTER,
      ]);
      const thanks = lastVisit(screen, `${baseURL}/thanks/`);
      expect(thanks).toContain("Thankyou!");
      expect(thanks).toContain("Time09:15");
    },
  );

  const details = await request.get(`/api/v1/meetings/weekDetails/${week.id}`, { headers: { Authorization: teacher } });
  const { doubts } = await details.json();
  expect(doubts).toEqual([
    expect.objectContaining({
      user_email: email,
      class: "Class 12th",
      doubt_type: "Quadratic equations",
      slot_id: chosen,
    }),
  ]);
});
