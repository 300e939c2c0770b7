import { expect, request as newRequest, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { addGuardianTo, parentLinkFor, uniqueMobile } from "../support/families";
import { DOWN, ENTER, find, hasLynx, lastVisit, lynx, open, type } from "../support/lynx";
import { ownDevelopmentServer } from "../support/own-server";
import { demoStudent, demoTeacher } from "../support/people";
import { W3m } from "../support/w3m-post";

// In production the session cookie is Secure, and w3m and Lynx rightly never send it over plain HTTP.
const baseURL = ownDevelopmentServer("text-browser", 61);

/** The demo teacher signs in through the form, as w3m fills and posts it. */
async function signInAsTeacher(w3m: W3m) {
  const signIn = (await w3m.form("/signin?as=teacher", "Login as Teacher"))
    .fill("Email", demoTeacher.email)
    .fill("Password", demoTeacher.password)
    .fill("Teacher code", demoTeacher.code);
  expect(await w3m.submit(signIn, "Login as Teacher")).toContain("Teacher dashboard");
}

// w3m sends neither Origin nor Sec-Fetch-Site: every signed-in form must work with its hidden token.
test("in w3m the teacher signs in, saves a batch's marks and logs out", async () => {
  test.setTimeout(60_000);
  const request = await newRequest.newContext({ baseURL });
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Physics", ["Asha", "Bala"]);
  const [asha, bala] = students;
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Optics quiz", batch_id: batchId, subject_id: subjectId, date: "2026-11-20" },
  });
  const testId = (await created.json()).test.id as number;
  await request.dispose();
  const w3m = new W3m(baseURL);
  await signInAsTeacher(w3m);

  // The marks sheet, found by what w3m shows next to each box.
  const sheetUrl = `/teacher/test/${batchId}/${subjectId}?test=${testId}&mode=add`;
  const sheet = (await w3m.form(sheetUrl, "Save Results"))
    .fill(`Marks for ${asha.name}`, "81")
    .fill(`Remark for ${asha.name}`, "Typed in w3m")
    .fill(`Marks for ${bala.name}`, "67.5");
  const saved = await w3m.submit(sheet, "Save Results");
  expect(saved).toContain("Results saved for 2 students");
  expect(saved).toContain("81 / 100");

  const logout = await w3m.submit(await w3m.form("/teacher", "Logout"), "Logout");
  expect(logout).toContain("You have been logged out");
  expect(await w3m.view("/teacher")).not.toContain("Teacher dashboard");
});

// The Copy button is the enhancing script's: in w3m the link is there to select, with no button that does nothing.
test("in w3m a parent link shows as text to copy, with no dead Copy button", async () => {
  const request = await newRequest.newContext({ baseURL });
  const { teacher, students } = await batchWithStudents(request, "Biology", ["Chitra"]);
  const guardian = await addGuardianTo(request, teacher, students[0].id, {
    name: "Kavita Test",
    relation: "mother",
    mobile: uniqueMobile(),
  });
  const link = await parentLinkFor(request, teacher, students[0].id, guardian.id);
  await request.dispose();
  const w3m = new W3m(baseURL);
  await signInAsTeacher(w3m);
  const page = await w3m.view(`/teacher/students/${students[0].id}/guardians/${guardian.id}/parent-link`);
  expect(page).toContain(link);
  expect(page).not.toContain("Copy");
});

/** Keys that sign the demo student in on /signin, in Lynx. */
const studentSignIn = [
  ...find("Email"),
  ...type(demoStudent.email),
  DOWN,
  ...type(demoStudent.password),
  // Down out of the password field, for "/" would be typed in it.
  DOWN,
  ...find("Login as Student"),
  ENTER,
];

// Lynx sends neither Origin nor Sec-Fetch-Site either: Logout must carry its hidden token.
test("in Lynx the student signs in and logs out", async () => {
  test.skip(!hasLynx, "Lynx is not installed (scripts/test-everything.sh installs it)");
  const screen = await lynx(`${baseURL}/signin`, [
    ...studentSignIn,
    ...find("Logout"),
    ENTER,
    ...open(`${baseURL}/dashboard`),
  ]);
  const loggedOut = lastVisit(screen, `${baseURL}/logout`);
  // Student pages greet with the first name only (issue 20).
  expect(screen.slice(0, -loggedOut.length)).toContain(`Welcome,${demoStudent.name.split(" ")[0]}`);
  // Signed out, the dashboard sends Lynx to the sign-in form (also Lynx's copy of the dashboard is gone).
  expect(lastVisit(loggedOut, `${baseURL}/dashboard`)).toContain("LoginasStudent");
});

// The shared server runs in production mode over plain HTTP: its session cookie is Secure.
test("Lynx takes the session cookie as Secure: never sent over plain HTTP", async ({ baseURL }) => {
  test.skip(!hasLynx, "Lynx is not installed (scripts/test-everything.sh installs it)");
  const screen = await lynx(`${baseURL}/signin`, studentSignIn);
  expect(lastVisit(screen, `${baseURL}/dashboard`)).toContain("LoginasStudent");
  expect(screen).not.toContain("Welcome,");
});

// Issue 20: the header's labels each stand apart in a text browser, and say one thing about booking.
test("in w3m the landing page's header labels do not run together", async () => {
  const page = await new W3m(baseURL).view("/");
  const header = page.slice(0, page.indexOf("Register Now"));
  const lines = header.split("\n").map((line) => line.trim());
  expect(lines).toContain("Book a doubt session");
  expect(lines.find((line) => line.includes("Skip to content"))).toBe("Skip to content Vidya Coaching");
  for (const label of ["Why us?", "Our Batches", "Pricing", "Login"]) expect(lines).toContain(`• ${label}`);
  // The language switch's two buttons are two words.
  expect(lines).toContain("Language English हिन्दी");
  expect(page).not.toContain("intro call");
});

// Words a page draws side by side stand apart in a text browser: the sign-in switch and a student's chart.
test("in w3m the sign-in switch and a student's marks chart read as separate words", async () => {
  const w3m = new W3m(baseURL);
  const signInPage = (await w3m.view("/signin")).split("\n").map((line) => line.trim());
  expect(signInPage).toContain("Student Teacher");
  const signIn = (await w3m.form("/signin", "Login as Student"))
    .fill("Email", demoStudent.email)
    .fill("Password", demoStudent.password);
  expect(await w3m.submit(signIn, "Login as Student")).toContain("Registered Subjects");
  const tests = await w3m.view(await firstTestsAddress(w3m));
  expect(tests).toContain("Your marks in Maths, as a percentage of each test's maximum.");
  expect(tests).toMatch(/0% 50% 100% Tests, in order Marks \(%\) T1/);
});

/** The student's Tests page, as the navigation links it. */
async function firstTestsAddress(w3m: W3m) {
  const dashboard = await w3m.source("/dashboard");
  const address = /href="(\/tests\/\d+)"/.exec(dashboard)?.[1];
  expect(address).toBeDefined();
  return address as string;
}

test("in w3m the teacher's rows of buttons and links read as separate words", async () => {
  const w3m = new W3m(baseURL);
  await signInAsTeacher(w3m);
  const lines = async (address: string) => (await w3m.view(address)).split("\n").map((line) => line.trim());
  const home = await lines("/teacher");
  expect(home).toContain("Edit batch Archive batch Delete batch");
  // Another test may have completed the demo week, which takes its first two links away.
  const weekLinks = home.filter((line) => line.endsWith("View Details"));
  expect(weekLinks.length).toBeGreaterThan(0);
  for (const line of weekLinks) expect(line).toMatch(/^(Complete Week Manage Slots )?View Details$/);
  const site = await lines("/teacher/site");
  expect(site.some((line) => /^1\. .+ Edit Remove$/.test(line))).toBe(true);
});
