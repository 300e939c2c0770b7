import { expect, type Page, type Route } from "@playwright/test";

/**
 * Every JavaScript file the browser fetches while `load` runs (a navigation), and what each is: the pages that
 * run a script load the one enhancing script (decisions 181 and 191), and no React, React Router or i18next.
 */
export async function javaScriptLoadedBy(page: Page, load: () => Promise<unknown>) {
  const requested: string[] = [];
  // Routing turns the browser's cache off, so a file the page kept from before is asked for and counted too.
  const note = async (route: Route) => {
    if (route.request().resourceType() === "script") requested.push(new URL(route.request().url()).pathname);
    await route.continue();
  };
  await page.route("**/*", note);
  await load();
  await page.waitForLoadState("networkidle");
  await page.unroute("**/*", note);
  return requested;
}

/** The page loaded exactly the enhancing script, which carries no React and no i18next. */
export async function expectOnlyTheEnhancingScript(page: Page, requested: string[]) {
  expect(requested).toEqual([expect.stringMatching(/^\/assets\/main-[^/]+\.js$/)]);
  const code = await (await page.request.get(requested[0])).text();
  expect(code).not.toMatch(/react|i18next/i);
  // No modulepreload and no catalogue data block: the one script element is the enhancing script's.
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(1);
}
