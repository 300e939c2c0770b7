import type { ChildProcess } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import { verifyBackup } from "../../server/backup.mjs";
import { signInAsTeacher } from "../support/people";
import { startTestApp } from "../support/test-app.mjs";

// An app of its own with BACKUP_DIR set (one per project, as both may run at once).
const portOf = (project: string) => Number(process.env.E2E_PORT ?? 3210) + (project === "js" ? 44 : 43);
const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern.
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${portOf(testInfo.project.name)}`),
});

let server: ChildProcess;
let backupDir: string;

test.beforeAll(async () => {
  // Its own server: migrations, the demo seed and a start, which take longer than a test step on a busy machine.
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const port = portOf(project);
  // Beside the app's own run folder, which startTestApp empties.
  backupDir = path.resolve("test-results", `backup-now-${project}-backups`, String(Date.now()));
  const started = await startTestApp({
    name: `backup-now-${project}`,
    port,
    env: { SEED_DEMO: "on", BACKUP_DIR: backupDir, SMTP_URL: "", MAIL_FROM: "" },
    fill: undefined,
  });
  server = started.server;
  await whenHealthy(started.baseUrl, 60);
});

test.afterAll(() => {
  server?.kill();
});

test("the owner backs up from the Teachers page and reads when and how big the last backup was", async ({ page }) => {
  await signInAsTeacher(page);
  await page.getByRole("link", { name: "Teachers", exact: true }).click();
  const backups = page.getByRole("region", { name: "Backups" });
  // The schedule makes the day's backup at its first look after the start, as none was made today.
  await expect
    .poll(
      async () => {
        await page.reload();
        return backups.getByText(/^Last backup: /).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);

  await backups.getByRole("button", { name: "Back up now" }).click();
  // The machine may be busy: a backup copies the database and every upload.
  await expect(page.getByRole("status").filter({ hasText: "Backup made: " }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(backups.getByText(/^Last backup: \d{1,2} \w{3} \d{4}, .+, [\d.]+ (kB|MB)$/)).toBeVisible();

  // Each folder is a whole backup, as `npm run backup` writes it: the scheduled one and the owner's.
  const folders = await readdir(backupDir);
  expect(folders).toHaveLength(2);
  for (const folder of folders) {
    expect(folder).toMatch(/^backup-\d{8}T\d{6}Z$/);
    expect(await verifyBackup(path.join(backupDir, folder))).toEqual([]);
  }
});
