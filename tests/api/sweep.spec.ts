import { readdirSync, readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import routeTable from "../../app/routes";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import { batchWithStudents, studentToken } from "../support/api";
import { startTestApp } from "../support/test-app.mjs";

/**
 * Malformed input on every address of the route table, signed in as a teacher and as a student: wrong types,
 * impossible dates, huge numbers, control characters, prototype keys, in the address, the query, a form body
 * and a JSON body, and methods the address does not take. Whatever the answer, it is never a 500.
 * Writes go one at a time in the table's order (the ones that remove or sign out last), so a run does the same.
 */

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };
type Address = { pattern: string; file: string };

/** Every route of app/routes.ts that answers an address (a layout only wraps its children's). */
function addressesOf(entries: RouteEntry[], parent = ""): Address[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.path !== undefined || entry.index ? [{ pattern: pattern || "/", file: entry.file }] : [];
    return [...own, ...addressesOf(entry.children ?? [], pattern)];
  });
}

const ROUTES = addressesOf(routeTable as RouteEntry[]);

/** Every field name the app's schemas know, read from app/schemas, so a form or JSON body reaches its fields. */
const FIELDS = [
  ...new Set(
    readdirSync("app/schemas")
      .filter((file) => file.endsWith(".ts"))
      .flatMap((file) =>
        [...readFileSync(`app/schemas/${file}`, "utf8").matchAll(/^\s+([a-z][A-Za-z_]*): /gm)].map((m) => m[1]),
      ),
  ),
  "intent",
  "id",
  "back",
  "lang",
].sort();

/** Bad values, one kind per body: each body gives every field the same one. */
const BAD_VALUES = {
  "impossible date": "2026-02-30",
  "huge number": "99999999999999999999999999",
  "control characters": "a\u0000\u0007\u001b[2J\r\nb",
  "prototype key": "__proto__",
  "wrong type": ["1", "x"],
} as const;

const PROTOTYPE_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty"];

/** A bad value where a number, a date or a list is wanted, and an object with prototype keys in JSON. */
const JSON_BAD_VALUES: Record<string, unknown> = {
  "impossible date": "2026-13-45",
  "huge number": 1e308,
  "negative fraction": -0.5,
  "wrong type": { nested: [true, null] },
  "control characters": "\u0000\u0008\u007f",
};

const NESTING = ["batch", "cred", "details", "subject", "folder_deatils"];
const LISTS = ["results", "students", "instalments", "questions", "rows", "ids", "subjects"];

function formBody(value: string | readonly string[]) {
  const form = new URLSearchParams();
  for (const field of FIELDS) for (const one of [value].flat()) form.append(field, one);
  for (const key of PROTOTYPE_KEYS) form.append(key, "1");
  return form.toString();
}

function jsonBody(value: unknown) {
  const flat = Object.fromEntries(FIELDS.map((field) => [field, value]));
  const nested = Object.fromEntries(NESTING.map((key) => [key, flat]));
  const lists = Object.fromEntries(LISTS.map((key) => [key, [flat, value]]));
  const text = JSON.stringify({ ...flat, ...nested, ...lists, answers: { "1": value, __proto__: value } });
  // JSON.stringify leaves out a `__proto__` key set by a literal; written into the text it reaches the server.
  return text.replace(/^\{/, `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},`);
}

/** The teacher's own batch, subject, folders, test, student, guardian… whose ids fill the addresses. */
// The sweep writes junk wherever a route takes it (the site's texts, names, settings), so it runs on a server of
// its own, with the shared server's raised limits: no other test reads what it leaves behind.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 65;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
let server: { kill: (signal: NodeJS.Signals) => boolean } | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ server } = await startTestApp({
    name: "sweep",
    port: PORT,
    env: {
      SEED_DEMO: "on",
      MAX_UPLOAD_MB: "1",
      // The assistant set up as on the shared server, against the run's stand-in for the OpenAI API.
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}/v1`,
      OPENAI_TIMEOUT_MS: "1500",
      BOOKING_LIMIT_PER_HOUR: "100000",
      BOOKING_ACTIONS_PER_EMAIL_PER_DAY: "100000",
      BOOKING_ACTIONS_PER_ADDRESS_PER_DAY: "100000",
      BOOKINGS_PER_ADDRESS_PER_WEEK: "100000",
      BOOKING_SHARE_PER_ADDRESS: "1",
      REGISTRATION_LIMIT_PER_HOUR: "100000",
      TEACHER_CODE_GUESSES_PER_HOUR: "100000",
    },
    fill: undefined,
  }));
  await whenHealthy(`http://127.0.0.1:${PORT}`, 90);
});
test.afterAll(() => {
  server?.kill("SIGTERM");
});

async function madeByTeacher(request: APIRequestContext) {
  const made = await batchWithStudents(request, "Sweep", ["Sweepa"]);
  const { teacher, batchId, subjectId } = made;
  const student = made.students[0];
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`/api/v1${path}`, { headers: teacher, data });
    expect(response.status(), `POST ${path}`).toBeLessThan(300);
    return response.json();
  };
  const folderId = (
    await post(`/teacher/createFolder/${subjectId}/${batchId}`, { folder_deatils: { folder_name: "F" } })
  ).folder.id;
  const notes = (await post(`/teacher/createSubFolder/${folderId}`, { sub_folder_name: "N", type: "notes" })).subFolder;
  const videos = (await post(`/teacher/createSubFolder/${folderId}`, { sub_folder_name: "V", type: "videos" }))
    .subFolder;
  const video = await post(`/teacher/videos/${videos.id}`, { video_name: "V", url: "https://youtu.be/abc" });
  const created = await post("/test/newTest", {
    test_name: "Sweep test",
    batch_id: batchId,
    subject_id: subjectId,
    date: "2026-11-20",
    max_marks: 50,
  });
  const guardian = await post(`/students/${student.id}/guardians`, {
    name: "Sweep Parent",
    relation: "mother",
    mobile: "9876543210",
  });
  const link = await post(`/students/${student.id}/guardians/${guardian.guardian.id}/parent-link`, {});
  const announcement = await post("/teacher/announcements", {
    title: "Sweep",
    text: "x",
    audience: `batch:${batchId}`,
  });
  return {
    teacher,
    student: { Authorization: await studentToken(request, student.email, student.password) },
    ids: {
      batchId,
      subjectId,
      folderId,
      notesSubFolderId: notes.id,
      videosSubFolderId: videos.id,
      videoId: video.video?.id ?? video.id,
      testId: created.test?.id ?? created.testId ?? created.id,
      studentId: student.id,
      guardianId: guardian.guardian.id,
      announcementId: announcement.announcement?.id ?? announcement.id,
      token: new URL(link.link).pathname.split("/").pop() as string,
    },
  };
}

type Ids = Awaited<ReturnType<typeof madeByTeacher>>["ids"];

/** What `:id` means follows from the word before it (…/batches/:id is a batch). */
const ID_BY_WORD: Record<string, keyof Ids> = {
  batches: "batchId",
  subjects: "subjectId",
  folders: "folderId",
  subFolders: "notesSubFolderId",
  video: "videoId",
  tests: "testId",
  students: "studentId",
  announcements: "announcementId",
  weeks: "batchId",
};

/** The address with real values: the teacher's own things, and an unknown number where the sweep made none. */
function realAddress(pattern: string, ids: Ids) {
  const segments = pattern.split("/");
  return segments
    .map((segment, at) => {
      const param = /^:([\w-]+)(.*)$/.exec(segment);
      if (!param) return segment === "*" ? "no/such/page" : segment;
      const [, name, rest] = param;
      const before = segments[at - 1] ?? "";
      const value = (() => {
        if (name === "id") return ids[ID_BY_WORD[before]] ?? 987654;
        if (name === "subFolderId") return pattern.includes("videos") ? ids.videosSubFolderId : ids.notesSubFolderId;
        if (name === "file") return before === "calendar" ? "no-such-token.ics" : "2026-11.csv";
        if (name === "date") return "2026-11-27";
        if (name === "lang") return "hi";
        if (name === "namespace") return "common";
        if (name === "position") return 1;
        return (ids as Record<string, unknown>)[name] ?? 987654;
      })();
      return `${value}${rest}`;
    })
    .join("/");
}

/** The same address with every parameter one kind of junk. */
const JUNK_PARAMS = ["-1", "99999999999999999999", "__proto__", "constructor", "%E0%A5%A7%00", "2026-02-30"];
const junkAddress = (pattern: string, junk: string) => pattern.replace(/:[\w-]+/g, junk).replace(/\*$/, `${junk}/x`);

const JUNK_QUERY =
  "?page=-1&q=%00%07&batch=__proto__&month=2026-13&test=99999999999999999999&date=2026-02-30&subjectId=constructor&back=%E0%A4%B9";

const isApi = (pattern: string) => pattern.startsWith("/api/");
// Removing things and signing out go last, so every address before them still finds what it names.
const ENDS_SOMETHING = /\b(delete|remove|deactivate|revoke|logout)\b/;

test("malformed input on every route of the table finds no 500", async ({ request }) => {
  test.setTimeout(300_000);
  const { teacher, student, ids } = await madeByTeacher(request);
  const faults: string[] = [];
  const started = Date.now();
  const covered = new Set<string>();
  let sent = 0;

  async function send(route: Address, who: string, method: string, url: string, body?: { data: string; type: string }) {
    const response = await request.fetch(url, {
      method,
      headers: { ...(who === "teacher" ? teacher : student), ...(body ? { "Content-Type": body.type } : {}) },
      data: body?.data,
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    sent += 1;
    covered.add(`${route.pattern} ${route.file}`);
    const status = response.status();
    if (status >= 500) {
      const said = (await response.text()).slice(0, 160).replace(/\s+/g, " ");
      faults.push(`${who} ${method} ${url} ${body ? body.data.slice(0, 60) : ""} → ${status} ${said}`);
    }
    if (status === 405 && !response.headers().allow) faults.push(`${who} ${method} ${url} → 405 without Allow`);
  }

  // Each route gets every kind of request below, and the kinds of badness (and the methods it may not take) go
  // round the routes in turn: all of them on every route, at the teacher's and the student's, would take minutes.
  // Reads change nothing, so they go side by side: junk in the query, junk in the parameters.
  const reads = ROUTES.flatMap((route, at) => [
    () => send(route, at % 2 ? "student" : "teacher", "GET", realAddress(route.pattern, ids) + JUNK_QUERY),
    ...(route.pattern.includes(":") || route.pattern.endsWith("*")
      ? [() => send(route, "teacher", "GET", junkAddress(route.pattern, JUNK_PARAMS[at % JUNK_PARAMS.length]))]
      : []),
  ]);
  for (let at = 0; at < reads.length; at += 8) await Promise.all(reads.slice(at, at + 8).map((read) => read()));

  // Writes, one at a time: a bad body to the real address, and a method it may not take.
  const formBodies = Object.values(BAD_VALUES).map((value) => ({
    data: formBody(value),
    type: "application/x-www-form-urlencoded",
  }));
  const jsonBodies = Object.values(JSON_BAD_VALUES).map((value) => ({
    data: jsonBody(value),
    type: "application/json",
  }));
  const signsOut = (route: Address) => route.pattern === "/logout";
  const ordered = ROUTES.filter((route) => !signsOut(route)).sort(
    (a, b) => Number(ENDS_SOMETHING.test(a.pattern)) - Number(ENDS_SOMETHING.test(b.pattern)),
  );
  const writes = async (route: Address, at: number) => {
    const real = realAddress(route.pattern, ids);
    // A page gets form bodies and, in turn, a JSON one; the API the other way round.
    const [usual, other] = isApi(route.pattern) ? [jsonBodies, formBodies] : [formBodies, jsonBodies];
    const bodies = at % 3 === 2 ? other : usual;
    await send(route, at % 4 === 3 ? "student" : "teacher", "POST", real, bodies[at % bodies.length]);
    const method = ["PUT", "PATCH", "DELETE"][at % 3];
    const address = method === "DELETE" ? junkAddress(route.pattern, "__proto__") : real;
    await send(route, "teacher", method, address, method === "DELETE" ? undefined : jsonBodies[at % jsonBodies.length]);
  };
  for (const [at, route] of ordered.entries()) await writes(route, at);
  for (const route of ROUTES.filter(signsOut)) await writes(route, 0);

  console.log(
    `Sweep: ${sent} requests to ${covered.size} of ${ROUTES.length} routes; ${faults.length} faults, in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  expect(covered.size).toBe(ROUTES.length);
  expect(faults).toEqual([]);
});
