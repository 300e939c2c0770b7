import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import { startTestApp } from "../support/test-app.mjs";

// Issue 22: keys that are part of an address (a password-reset or invitation link's token, a calendar feed's,
// a parent link's, a booking's) never reach the access log, neither in the address asked for nor in the
// Referer a page's assets and forms are requested with. An app of its own, whose output the test reads.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 46;

test("the access log writes no token that is part of an address", async ({ request }) => {
  test.setTimeout(120_000);
  const started = await startTestApp({
    name: "access-log",
    port: PORT,
    env: { SEED_DEMO: "off" },
    stdio: "pipe",
    fill: undefined,
  });
  const server = started.server as ChildProcess;
  let log = "";
  server.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  try {
    await whenHealthy(started.baseUrl, 30);
    const secret = (name: string) => `${name}Secret${"x".repeat(30)}`;
    const addresses = [
      `/reset-password/${secret("reset")}`,
      `/invite/${secret("invite")}`,
      `/calendar/${secret("calendar")}.ics`,
      `/family/${secret("family")}`,
      `/api/v1/family/${secret("familyApi")}?page=1`,
      `/thanks/${secret("booking")}`,
    ];
    for (const address of addresses) await request.get(`${started.baseUrl}${address}`);
    const referred = await request.get(`${started.baseUrl}/favicon.svg`, {
      headers: { Referer: `${started.baseUrl}/reset-password/${secret("referer")}` },
    });
    expect(referred.status()).toBe(200);

    // Production writes the access log in one batch a second.
    const written = ["/reset-password/[token]", "/invite/[token]", "/calendar/[token]", "/family/[token]"];
    const referer = `"${started.baseUrl}/reset-password/[token]"`;
    // The favicon's line may come a batch after the others, so each is waited for.
    for (const text of [...written, "/api/v1/family/[token]?page=1", "/thanks/[token]", referer]) {
      await expect.poll(() => log, { timeout: 10_000 }).toContain(text);
    }
    expect(log).not.toContain("Secret");
  } finally {
    server.kill();
  }
});
