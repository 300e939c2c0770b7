import { gzipSync } from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { studentToken, teacherToken } from "../support/api";
import { book, newWeekWithSlots } from "../support/newest-week";
import { uniqueEmail } from "../support/people";

// Students and visitors get plain HTML (decision 070): no scripts but JSON-LD, and no modulepreload.
const SCRIPT = /<script(?![^>]*type="application\/ld\+json")[^>]*>/gi;
const MODULEPRELOAD = /rel="modulepreload"/gi;

async function scriptsOn(request: APIRequestContext, page: string, headers: Record<string, string> = {}) {
  const response = await request.get(page, { headers, maxRedirects: 0 });
  expect([200, 404], `${page} answered ${response.status()}`).toContain(response.status());
  const html = await response.text();
  return [...(html.match(SCRIPT) ?? []), ...(html.match(MODULEPRELOAD) ?? [])];
}

/** Every student page the demo student can reach by following links from the dashboard. */
async function studentPages(request: APIRequestContext, headers: Record<string, string>) {
  const seen = new Set(["/dashboard"]);
  const queue = ["/dashboard"];
  while (queue.length > 0) {
    const page = queue.shift() as string;
    const html = await (await request.get(page, { headers })).text();
    for (const [, href] of html.matchAll(/href="(\/[^"#]*)"/g)) {
      const path = href.replaceAll("&amp;", "&");
      const studentArea = /^\/(subject|tests|testDetails|student)\b/.test(path);
      if (studentArea && !seen.has(path)) {
        seen.add(path);
        queue.push(path);
      }
    }
  }
  return [...seen];
}

test("no student or visitor page sends JavaScript", async ({ request }) => {
  test.setTimeout(90_000);
  const student = { Authorization: await studentToken(request) };
  const { slots } = await newWeekWithSlots(request, await teacherToken(request), [{ day: "Friday", time: "11:00" }]);
  const { doubtId } = await (await book(request, slots[0], uniqueEmail("no-scripts"))).json();

  const visitorPages = [
    "/",
    "/signin",
    "/signin?as=teacher",
    "/register",
    "/register/teacher",
    "/slot",
    `/thanks/${doubtId}`,
    "/privacy",
    "/terms",
    "/careers",
    "/no-such-page",
  ];
  for (const page of visitorPages) expect(await scriptsOn(request, page), page).toEqual([]);

  const pages = await studentPages(request, student);
  // The crawl reaches every kind of student page the demo data has.
  for (const kind of [
    "/subject/",
    "/tests/",
    "/testDetails/",
    "/student/content/",
    "/student/notes/",
    "/student/pdf",
  ]) {
    expect(
      pages.some((page) => page.startsWith(kind)),
      `no ${kind} page reached`,
    ).toBe(true);
  }
  for (const page of pages) expect(await scriptsOn(request, page, student), page).toEqual([]);
});

// Issue 22: at most 60 KB of gzipped JavaScript on the teacher's pages, all enhancements included (decision 181).
test("the teacher's pages and /demo load one small enhancing script, with the page's nonce, and no React", async ({
  request,
}) => {
  const teacher = { Authorization: await teacherToken(request) };
  // The marks sheet of the demo batch, found as the teacher finds it: the home page, the batch, its Tests.
  const firstLink = async (page: string, start: string) => {
    const html = await (await request.get(page, { headers: teacher })).text();
    return html.match(new RegExp(`href="(${start}[^"?]*)"`))?.[1] ?? `no ${start} link on ${page}`;
  };
  const marksSheet = await firstLink(await firstLink("/teacher", "/teacher/course/"), "/teacher/test/");
  // /demo's cursor trail is the same script's (decision 191).
  for (const [page, headers] of [
    ["/teacher", teacher],
    [marksSheet, teacher],
    ["/demo", {}],
  ] as const) {
    const response = await request.get(page, { headers });
    const html = await response.text();
    expect(html, page).not.toContain("modulepreload");
    expect(html, page).not.toContain('id="page-catalogues"');
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag);
    expect(scripts, page).toHaveLength(1);
    const [, src] = scripts[0].match(/src="(\/assets\/[^"]+\.js)"/) ?? [];
    const [, nonce] = scripts[0].match(/nonce="([^"]+)"/) ?? [];
    expect(response.headers()["content-security-policy"], page).toContain(`'nonce-${nonce}'`);
    const script = await request.get(src);
    expect(script.headers()["cache-control"]).toContain("immutable");
    const code = await script.body();
    expect(code.toString()).not.toMatch(/react|i18next/i);
    expect(gzipSync(code, { level: 6 }).length, page).toBeLessThan(60 * 1024);
  }
});

// Lighthouse's SEO audits on the public and student pages (DESIGN.md, performance budgets; decision 072).
test("every visitor and student page has a description and nothing that keeps it from being listed", async ({
  request,
}) => {
  const student = { Authorization: await studentToken(request) };
  const disallowed = (await (await request.get("/robots.txt")).text())
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "))
    .map((line) => line.slice("Disallow: ".length));
  const visitorPages = ["/", "/signin", "/register", "/slot", "/forgot-password", "/privacy", "/terms", "/careers"];
  const pages = [
    ...visitorPages.map((page) => [page, {}] as const),
    ...(await studentPages(request, student)).map((page) => [page, student] as const),
  ];
  for (const [page, headers] of pages) {
    const html = await (await request.get(page, { headers })).text();
    expect(html, page).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html, page).not.toContain('name="robots"');
    expect(
      disallowed.filter((prefix) => page.startsWith(prefix)),
      page,
    ).toEqual([]);
  }
});
