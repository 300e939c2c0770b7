import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { addGuardianTo, uniqueMobile } from "../support/families";
import { signInAsStudent, signInAsTeacher } from "../support/people";

// A guardian's contact changes only with the institute's say: a student's change on 'My details' waits for a
// teacher, who confirms or rejects it on the student's page (found from the teacher's home); messages keep going to
// the confirmed number until then. Phone-sized, in English and Hindi.

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = "/work/shots/families";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: true });

/** The WhatsApp texts waiting for a number, read over the API. */
async function textsTo(request: APIRequestContext, teacher: { Authorization: string }, mobile: string) {
  const outbox = await (await request.get("/api/v1/teacher/outbox/whatsapp", { headers: teacher })).json();
  return (outbox.waiting as { to: string; text: string }[]).filter((m) => m.to === mobile).map((m) => m.text);
}

/** An announcement to the batch, sent on to each family. */
async function announce(
  request: APIRequestContext,
  teacher: { Authorization: string },
  batchId: number,
  title: string,
) {
  const posted = await request.post("/api/v1/teacher/announcements", {
    headers: teacher,
    data: { title, text: "Bring your lab coat.", audience: `batch:${batchId}`, send: true },
  });
  expect(posted.status()).toBe(201);
  // On WhatsApp the notice is one text for the batch's group; 'Send to each family' adds it to each family's message.
  const outbox = await (await request.get("/api/v1/teacher/outbox/whatsapp", { headers: teacher })).json();
  const notice = (outbox.batch_texts as { id: number; batch_id: number; text: string }[]).find(
    (text) => text.batch_id === batchId && text.text.includes(title),
  );
  const told = await request.post(`/api/v1/teacher/outbox/whatsapp/batch-texts/${notice?.id}/families`, {
    headers: teacher,
  });
  expect(told.status()).toBe(200);
}

const inHindi = (context: BrowserContext, baseURL: string | undefined) =>
  context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);

test("a student's new number for their mother waits for the teacher; messages use it only once confirmed", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const setup = await batchWithStudents(request, "Physics", ["Tara"]);
  const [tara] = setup.students;
  const oldMobile = uniqueMobile();
  const newMobile = uniqueMobile();
  await addGuardianTo(request, setup.teacher, tara.id, { name: "Asha Rao", relation: "mother", mobile: oldMobile });

  await test.step("the student changes the mobile: it waits, and what they proposed is shown", async () => {
    await signInAsStudent(page, tara.email, tara.password);
    await page.goto("/my-details");
    await page.getByRole("link", { name: "Edit Asha Rao" }).click();
    await page.getByLabel("Mobile number", { exact: true }).fill(newMobile);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/my-details$/);
    await expect(page.locator(".toasts")).toContainText("Waiting for your teacher to confirm");
    const waiting = page.getByRole("listitem").filter({ hasText: "Waiting for your teacher to confirm" });
    await expect(waiting).toContainText(`+91${newMobile}`);
    await expect(waiting).toContainText("Until then, messages keep going to the confirmed details.");
    // The guardian's confirmed number stays, above what waits.
    await expect(waiting.getByText(`+91${oldMobile}`)).toBeVisible();
    await shot(page, "student-waiting-en");
  });

  await test.step("a message meanwhile goes to the confirmed number", async () => {
    await announce(request, setup.teacher, setup.batchId, "Lab day before confirming");
    expect((await textsTo(request, setup.teacher, `+91${oldMobile}`)).join()).toContain("Lab day before confirming");
    expect(await textsTo(request, setup.teacher, `+91${newMobile}`)).toEqual([]);
  });

  const teacherContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const teacher = await teacherContext.newPage();
  await test.step("the teacher's home lists it; the student's page has Confirm and Reject", async () => {
    await signInAsTeacher(teacher);
    const waiting = teacher.getByRole("region", { name: /Guardian changes to confirm/ });
    await expect(waiting).toContainText(`+91${newMobile}`);
    await shot(teacher, "teacher-home-waiting-en");
    await waiting.getByRole("listitem").filter({ hasText: newMobile }).getByRole("link", { name: "Tara Test" }).click();
    const proposal = teacher.getByRole("listitem").filter({ hasText: "Proposed by the student, not used yet:" });
    await expect(proposal).toContainText(`+91${newMobile}`);
    await shot(teacher, "teacher-student-waiting-en");
    await proposal.getByRole("button", { name: "Confirm" }).click();
    await expect(teacher.locator(".toasts")).toContainText("Guardian change confirmed");
    await expect(teacher.getByText("Proposed by the student, not used yet:")).toHaveCount(0);
    await expect(teacher.getByRole("listitem").filter({ hasText: "Asha Rao" }).first()).toContainText(
      `+91${newMobile}`,
    );
  });
  await teacherContext.close();

  await test.step("the next message goes to the new number, and the student sees it confirmed", async () => {
    await announce(request, setup.teacher, setup.batchId, "Lab day after confirming");
    expect((await textsTo(request, setup.teacher, `+91${newMobile}`)).join()).toContain("Lab day after confirming");
    expect((await textsTo(request, setup.teacher, `+91${oldMobile}`)).join()).not.toContain("after confirming");
    await page.goto("/my-details");
    await expect(page.getByText("Waiting for your teacher to confirm")).toHaveCount(0);
    await expect(page.getByText(`+91${newMobile}`)).toBeVisible();
  });
});

test("in Hindi: a student's first guardian waits too, and the teacher rejects it", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const setup = await batchWithStudents(request, "Maths", ["Uma"]);
  const [uma] = setup.students;
  const mobile = uniqueMobile();

  await test.step("the student adds a guardian where there was none: it waits", async () => {
    // Signed in first, then a Hindi reader's cookie: the account keeps no choice, so the cookie decides.
    await signInAsStudent(page, uma.email, uma.password);
    await inHindi(page.context(), baseURL);
    await page.goto("/my-details");
    await expect(page.getByText("आपके शिक्षक की पुष्टि के बाद ही लागू होता है")).toBeVisible();
    await page.getByLabel("नाम", { exact: true }).fill("Geeta Devi");
    await page.getByLabel("रिश्ता").selectOption("guardian");
    await page.getByLabel("मोबाइल नंबर", { exact: true }).fill(mobile);
    await page.getByRole("button", { name: "अभिभावक जोड़ें" }).click();
    await expect(page.locator(".toasts")).toContainText("आपके शिक्षक की पुष्टि की प्रतीक्षा है");
    const waiting = page.getByRole("listitem").filter({ hasText: "आपके शिक्षक की पुष्टि की प्रतीक्षा है" });
    await expect(waiting).toContainText(`Geeta Devi · +91${mobile}`);
    await expect(waiting).toContainText("तब तक इस अभिभावक को कोई संदेश नहीं जाता।");
    await expect(page.getByRole("heading", { name: "नया अभिभावक" })).toBeVisible();
    await shot(page, "student-waiting-hi");
  });

  await test.step("no message reaches the proposed number", async () => {
    await announce(request, setup.teacher, setup.batchId, "Maths test on Monday");
    expect(await textsTo(request, setup.teacher, `+91${mobile}`)).toEqual([]);
  });

  await test.step("the teacher, in Hindi, rejects it from the student's page", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const teacher = await context.newPage();
    await signInAsTeacher(teacher);
    await inHindi(context, baseURL);
    await teacher.goto("/teacher");
    const waiting = teacher.getByRole("region", { name: /पुष्टि के लिए अभिभावक बदलाव/ });
    await expect(waiting).toContainText(`नया अभिभावक Geeta Devi, +91${mobile}`);
    await shot(teacher, "teacher-home-waiting-hi");
    await teacher.goto(`/teacher/students/${uma.id}`);
    const proposal = teacher.getByRole("listitem").filter({ hasText: "छात्र का सुझाया बदलाव, अभी लागू नहीं:" });
    await expect(proposal).toContainText(`+91${mobile}`);
    await shot(teacher, "teacher-student-waiting-hi");
    await proposal.getByRole("button", { name: "अस्वीकार करें" }).click();
    await expect(teacher.locator(".toasts")).toContainText("अभिभावक बदलाव अस्वीकार किया गया");
    await expect(teacher.getByText("छात्र का सुझाया बदलाव")).toHaveCount(0);
    await context.close();
  });

  await page.goto("/my-details");
  await expect(page.getByText("आपके शिक्षक की पुष्टि की प्रतीक्षा है")).toHaveCount(0);
});
