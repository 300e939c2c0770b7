import type { ChildProcess } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { archivedBatchName, batchName, MANY, manyTeacher, startManyBatchesApp } from "../support/many-batches.mjs";

// A large institute (1,000 ongoing batches) in an app of its own: one port per project, as both may run at once.
// One app for the whole file: its tests run in one worker, one after another, or two workers would each fill it.
test.describe.configure({ mode: "serial" });

let server: ChildProcess;

test.beforeAll(async () => {
  // Its own server: migrations, the demo seed and a start, which take longer than a test step on a busy machine.
  test.setTimeout(120_000);
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const port = Number(process.env.E2E_PORT ?? 3210) + (project === "js" ? 22 : 21);
  const started = await startManyBatchesApp(`many-batches-${project}`, port);
  server = started.server;
  process.env.MANY_BATCHES_URL = started.baseUrl;
});

test.afterAll(() => {
  server?.kill();
});

const at = (path: string) => `${process.env.MANY_BATCHES_URL}${path}`;

async function signInAsTeacher(page: Page) {
  await page.goto(at("/signin?as=teacher"));
  await page.getByLabel("Email").fill(manyTeacher.email);
  await page.getByLabel("Password").fill(manyTeacher.password);
  await page.getByLabel("Teacher code").fill("demo-teacher-code");
  await page.getByRole("button", { name: "Login as Teacher" }).click();
  await expect(page.getByRole("heading", { name: "Teacher dashboard" })).toBeVisible();
}

test("a student pages through the batches on /register, finds theirs by name and can go back to the list", async ({
  page,
}) => {
  await page.goto(at("/register"));
  await expect(page.getByText("1000 batches · page 1 of 100")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(10);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page.getByText("1000 batches · page 2 of 100")).toBeVisible();
  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(page.getByText("page 1 of 100")).toBeVisible();

  await page.getByLabel("Search batches by name").fill(batchName(7));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 batch · page 1 of 1")).toBeVisible();
  await page.getByRole("link", { name: `Select Batch ${batchName(7)}` }).click();
  await expect(page.getByRole("region", { name: "Selected Batch" })).toContainText(batchName(7));
  await page.getByRole("link", { name: "Select Maths" }).click();
  await expect(page.getByLabel("First name")).toBeVisible();

  await page.getByRole("link", { name: "Choose another batch" }).click();
  await expect(page.getByLabel("Search batches by name")).toHaveValue(batchName(7));
  await page.getByLabel("Search batches by name").fill("no such batch");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No ongoing batch has that name.")).toBeVisible();
});

test("the teacher pages through the batches and the weeks, and searches a batch by name", async ({ page }) => {
  await page.goto(at("/"));
  await expect(page.getByRole("link", { name: "See all 1000 batches" })).toHaveAttribute("href", "/register");
  await signInAsTeacher(page);
  const batches = page.getByRole("region", { name: "Ongoing Batches" });
  await expect(batches.getByText("1000 batches · page 1 of 84")).toBeVisible();
  await expect(batches.getByRole("link", { name: /^Open batch/ })).toHaveCount(12);
  await batches.getByRole("link", { name: "Next page" }).click();
  await expect(batches.getByText("page 2 of 84")).toBeVisible();

  await page.getByRole("link", { name: "Older weeks" }).click();
  await expect(page.getByRole("heading", { name: "Week 288" })).toBeVisible();
  await expect(page.getByText("page 2 of 84")).toBeVisible();

  await page.getByLabel("Search batches", { exact: true }).fill(batchName(500));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(batches.getByRole("link", { name: /^Open batch/ })).toHaveCount(1);
  await expect(batches.getByRole("link", { name: `Open batch ${batchName(500)}` })).toBeVisible();
});

test("the teacher pages through the archived batches, the last archived first", async ({ page }) => {
  await signInAsTeacher(page);
  const archived = page.getByRole("region", { name: "Archived batches" });
  await expect(archived.getByText(`${MANY.archived} archived batches · page 1 of 15`)).toBeVisible();
  await expect(archived.getByRole("link", { name: archivedBatchName(MANY.archived), exact: true })).toBeVisible();
  await archived.getByRole("link", { name: "Archived earlier" }).click();
  await expect(archived.getByText("page 2 of 15")).toBeVisible();
  await expect(archived.getByRole("link", { name: archivedBatchName(MANY.archived - 20), exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ongoing Batches" }).getByText("page 1 of 84")).toBeVisible();
});

test("the teacher finds a batch's students by typing its name, and moves a student to batch 0007", async ({ page }) => {
  await signInAsTeacher(page);
  await page.goto(at("/teacher/students"));
  await page.getByLabel("Batch", { exact: true }).fill(batchName(7));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("3 students · page 1 of 1")).toBeVisible();
  await expect(page.getByRole("cell", { name: batchName(7) })).toHaveCount(3);
  await expect(page.getByLabel("Batch", { exact: true })).toHaveValue(batchName(7));

  await page.getByRole("link", { name: "All batches" }).click();
  await expect(page.getByLabel("Batch", { exact: true })).toHaveValue("");
  await page.getByLabel("Search by name or email").fill("Student 12-1");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: "Student 12-1 Many" }).click();
  await expect(page.getByRole("radio", { name: batchName(12) })).toBeChecked();

  // Several batches match what was typed: nothing is saved, and the teacher chooses among them.
  await page.getByLabel("First name").fill("Student 12-1 moved");
  await page.getByLabel("Batch", { exact: true }).fill("Batch 000");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("10 batches match that name: choose one of them")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Student 12-1 moved");
  await page.getByRole("radio", { name: batchName(7) }).check();
  await page.getByRole("button", { name: "Save" }).click();
  // A move first asks which of the new batch's subjects the student takes (issue 20).
  await expect(page.getByRole("checkbox", { name: "Maths" })).toBeChecked();
  await expect(page.getByRole("radio", { name: batchName(7) })).toBeChecked();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Student moved to ${batchName(7)}: 2 subjects, access given`)).toBeVisible();
  await expect(page.getByText(`student-12-1@many.example · ${batchName(7)}`)).toBeVisible();
  await expect(page.getByRole("radio", { name: batchName(7) })).toBeChecked();
});
