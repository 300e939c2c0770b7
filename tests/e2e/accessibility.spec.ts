import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { addGuardianTo, parentLinkFor, uniqueMobile } from "../support/families";
import { openOnlineTest } from "../support/online-test";
import {
  DEMO_BATCH,
  demoStudent,
  registerPageFor,
  signInAsStudent,
  signInAsTeacher,
  signInThroughForm,
} from "../support/people";

// One page of each kind: /privacy and /careers are /terms's template, /signin?as=teacher is /signin's form.
const publicPages = [
  "/",
  "/signin",
  "/register",
  "/teacher/signup",
  "/teacher/auth",
  "/no-such-page",
  "/demo",
  "/terms",
  "/enquire",
  "/enquire/thanks",
];

async function expectNoViolations(page: import("@playwright/test").Page) {
  // Only the violations are detailed: the passes and the rest are not needed here (a little less time per page).
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

// axe runs as a script inside the page, so it checks the pages in the JavaScript project only.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page");

for (const path of publicPages) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page);
  });
}

test("the registration steps have no accessibility violations", async ({ page }) => {
  // The demo batch, found by name: other tests add batches (some with no subjects) to the paged list.
  await page.goto(registerPageFor(DEMO_BATCH));
  await page.getByRole("link", { name: `Select Batch ${DEMO_BATCH}` }).click();
  await page.getByRole("link", { name: "Select Maths" }).click();
  await expectNoViolations(page);
});

test("the message set-up pages have no accessibility violations", async ({ page }) => {
  await signInAsTeacher(page);
  for (const path of ["/teacher/site/messages", "/teacher/site/messages/templates", "/teacher/outbox/delivery"]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
});

test("the student and teacher homes have no accessibility violations", async ({ page }) => {
  await signInThroughForm(page, "student", demoStudent.email, demoStudent.password);
  await expectNoViolations(page);
  await page.goto("/report");
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await signInAsTeacher(page);
  await page.goto("/teacher/batches/new");
  await expectNoViolations(page);
});

test("the enquiry pages and their dialogs have no accessibility violations", async ({ page }) => {
  // Seven pages, each a run of axe.
  test.setTimeout(90_000);
  await signInAsTeacher(page);
  for (const path of ["/teacher/enquiries", "/teacher/enquiries/new", "/teacher/enquiries/report"]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
  await page.goto("/teacher/enquiries?stage=demo");
  await page.getByRole("row").nth(1).getByRole("link").click();
  const enquiry = page.url();
  for (const dialog of ["", "/stage", "/note", "/admit"]) {
    await page.goto(`${enquiry}${dialog}`);
    await expectNoViolations(page);
  }
});

test("the online test's attempt page, counting down, has no accessibility violations", async ({ page, request }) => {
  test.setTimeout(60_000);
  const question = {
    text: "Pick A",
    option_a: "A",
    option_b: "B",
    option_c: "C",
    option_d: "D",
    answer: "A",
    marks: 1,
  };
  const online = await openOnlineTest(request, { name: "Axe test", questions: [question], students: ["Ira"] });
  const [ira] = online.students;
  await signInAsStudent(page, ira.email, ira.password);
  await page.goto(`/testDetails/${online.testId}`);
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.getByText(/^Time left: \d{1,2}:\d\d \(until/)).toBeVisible();
  await expectNoViolations(page);
});

test("a parent's page with 'Seen' and 'Messages you get', and the teacher's 'who has seen it', have no accessibility violations", async ({
  page,
  request,
}) => {
  const setup = await batchWithStudents(request, "Sanskrit", ["Janaki"]);
  const guardian = await addGuardianTo(request, setup.teacher, setup.students[0].id, {
    name: "Kamala Iyer",
    relation: "mother",
    mobile: uniqueMobile(),
  });
  const link = await parentLinkFor(request, setup.teacher, setup.students[0].id, guardian.id);
  const posted = await request.post("/api/v1/teacher/announcements", {
    headers: setup.teacher,
    data: { title: "Sign the form", text: "Please sign it.", audience: `batch:${setup.batchId}`, ask_seen: true },
  });
  const { id } = (await posted.json()).announcement;
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("button", { name: "Seen" })).toBeVisible();
  await expectNoViolations(page);
  await signInAsTeacher(page);
  await page.goto(`/teacher/announcements/${id}/seen`);
  await expectNoViolations(page);
});
