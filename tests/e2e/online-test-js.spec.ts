import { expect, test } from "@playwright/test";
import { openOnlineTest } from "../support/online-test";
import { expectOnlyTheEnhancingScript, javaScriptLoadedBy } from "../support/page-javascript";
import { signInAsStudent } from "../support/people";

const questions = Array.from({ length: 12 }, (_, i) => ({
  text: `Item ${i + 1}: pick the second`,
  option_a: `first ${i + 1}`,
  option_b: `second ${i + 1}`,
  option_c: `third ${i + 1}`,
  option_d: `fourth ${i + 1}`,
  answer: "B",
  marks: 1,
}));

// Without JavaScript the page is the same plain form (tests/e2e/online-test.spec.ts runs it both ways).
test("with JavaScript the attempt counts down the server's time", async ({ page, request, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the countdown is JavaScript's enhancement");
  test.setTimeout(90_000);
  const online = await openOnlineTest(request, { name: "Countdown test", questions, students: ["Wasi"] });
  const [wasi] = online.students;
  await signInAsStudent(page, wasi.email, wasi.password);
  await page.goto(`/testDetails/${online.testId}`);
  await page.getByRole("button", { name: "Start test" }).click();

  // 30 minutes from the start, counted in seconds by the page: it moves without a reload.
  const timeLeft = page.getByText(/^Time left: \d{1,2}:\d\d \(until/);
  await expect(timeLeft).toContainText(/Time left: (30:00|29:\d\d)/);
  const before = await timeLeft.textContent();
  await expect(timeLeft).not.toHaveText(before as string, { timeout: 5000 });
  // A reload starts again from the server's figure, not from the page's.
  await page.reload();
  await expect(timeLeft).toContainText(/Time left: (30:00|29:\d\d)/);

  // The countdown is the enhancing script's: the page loads that one small file and no React.
  const loaded = await javaScriptLoadedBy(page, () => page.reload());
  await expectOnlyTheEnhancingScript(page, loaded);
  await expect(timeLeft).toContainText(/Time left: (30:00|29:\d\d)/);
  // At zero the page says so (the server refuses what comes later).
  await page.clock.install();
  await page.reload();
  await expect(timeLeft).toBeVisible();
  await page.clock.fastForward("30:01");
  await expect(page.getByText("Time is up. The answers saved before the deadline count.")).toBeVisible();
  // The test's other student pages send none.
  const details = await (await page.request.get(`/testDetails/${online.testId}`)).text();
  expect(details).not.toMatch(/<script(?![^>]*application\/ld\+json)|modulepreload/);
});

test("with JavaScript an option is saved as it is chosen; 'Submit test' still goes to its page", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "saving as chosen is JavaScript's enhancement");
  test.setTimeout(90_000);
  const online = await openOnlineTest(request, { name: "Saved as chosen", questions, students: ["Zoya"] });
  const [zoya] = online.students;
  await signInAsStudent(page, zoya.email, zoya.password);
  await page.goto(`/testDetails/${online.testId}`);
  await page.getByRole("button", { name: "Start test" }).click();
  // The clock ticks once the page's script runs: from then on a choice is saved as it is made.
  const ticking = page.getByText(/^Time left: \d{1,2}:\d\d \(until/);
  await expect(ticking).toBeVisible();

  // Chosen, not saved by a button: the server has it (a reload shows it chosen).
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("radio", { name: "second 2" }).check();
  await saved;
  await page.reload();
  await expect(page.getByRole("radio", { name: "second 2" })).toBeChecked();
  await expect(ticking).toBeVisible();

  // A choice whose save is still on its way does not take the 'Submit test' press with it.
  await page.getByRole("radio", { name: "third 3" }).check();
  await page.getByRole("button", { name: "Submit test" }).click();
  await expect(page).toHaveURL(new RegExp(`/test/${online.testId}/submit$`));
});
