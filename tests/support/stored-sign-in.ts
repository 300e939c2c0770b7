import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Cookie, Page } from "@playwright/test";

// Inside the main e2e server's run folder, which each run starts afresh, so no session outlives its database.
const FOLDER = path.resolve("test-results", "e2e-server", "sign-ins");
/** The language and the one-time toast belong to a test, not to the session. */
const NOT_STORED = new Set(["lang", "toast"]);

/**
 * Gives the page's browser the session of the demo `role` on the server the page's test talks to: the cookies
 * a sign-in through the form left the first time, kept in a file per server, so the suite signs each role in
 * once instead of in every test. Two workers starting at once may both sign in; either file is good.
 */
export async function withStoredSignIn(page: Page, role: "student" | "teacher", signIn: () => Promise<void>) {
  const server = new URL(await serverOf(page)).port;
  const file = path.join(FOLDER, `${server}-${role}.json`);
  const stored = await readFile(file, "utf8").then(
    (text) => JSON.parse(text) as Cookie[],
    () => null,
  );
  if (stored) return page.context().addCookies(stored);
  await signIn();
  const cookies = (await page.context().cookies()).filter((cookie) => !NOT_STORED.has(cookie.name));
  await mkdir(FOLDER, { recursive: true });
  const written = `${file}.${process.pid}`;
  await writeFile(written, JSON.stringify(cookies));
  await rename(written, file);
}

/** The server relative paths go to: the page's own once it has one, else (a cheap request) the baseURL's. */
async function serverOf(page: Page) {
  if (!page.url().startsWith("http")) await page.goto("/healthz");
  return page.url();
}
