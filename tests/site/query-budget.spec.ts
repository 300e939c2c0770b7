import { expect, test } from "@playwright/test";
import { studentToken, teacherToken } from "../support/api";

/**
 * What each common page may cost in SQL statements (issue 37): counted by the server for the request that caused
 * them (its Server-Timing header, with SERVER_TIMING on), on this project's own fresh demo institute. A figure is
 * what the page reads when nothing is kept: what every page reads and seldom changes is kept until the next write
 * (app/domain/core/read-once.server.ts), and other tests write while this one runs. A page that starts reading more
 * fails here; lower its figure when a page comes to need fewer.
 */
const BUDGETS = {
  visitor: { "/": 5, "/signin": 2, "/register": 3 },
  student: {
    "/dashboard": 19,
    "/tests/1": 10,
    "/testDetails/1": 10,
    "/subject/1": 6,
    "/report/1": 10,
    "/timetable": 10,
    "/fees": 14,
    "/homework": 6,
    "/attendance": 6,
  },
  teacher: {
    "/teacher": 9,
    "/teacher/course/1": 5,
    "/teacher/test/1/1": 6,
    "/teacher/students": 12,
    "/teacher/fees": 9,
    "/teacher/week/1": 7,
    // The demo's announcement asks families for 'Seen': the list counts who did (the same statements for a page of them).
    "/teacher/announcements": 12,
    "/teacher/announcements/1/seen": 9,
  },
} as const;

test("each common page reads the database no more often than its budget", async ({ request }) => {
  const headers = {
    visitor: {},
    student: { Authorization: await studentToken(request) },
    teacher: { Authorization: await teacherToken(request) },
  };
  const counted: string[] = [];
  const overBudget: string[] = [];
  for (const [who, pages] of Object.entries(BUDGETS) as [keyof typeof BUDGETS, Record<string, number>][]) {
    for (const [page, budget] of Object.entries(pages)) {
      // A query of its own: a page kept by the page cache is served without building it, and says nothing.
      const response = await request.get(`${page}?budget=${Math.random()}`, { headers: headers[who], maxRedirects: 0 });
      expect(response.status(), `${who} ${page}`).toBe(200);
      const timing = response.headers()["server-timing"] ?? "";
      const queries = Number(/db;desc="(\d+) queries"/.exec(timing)?.[1] ?? Number.NaN);
      expect(queries, `${who} ${page}: ${timing}`).toBeGreaterThan(0);
      counted.push(`${page} ${queries}`);
      if (queries > budget) overBudget.push(`${page}: ${queries} statements, budget ${budget}`);
    }
  }
  expect(overBudget, counted.join(", ")).toEqual([]);
});
