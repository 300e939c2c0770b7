import { type APIRequestContext, expect, request as newRequest, test } from "@playwright/test";
import { studentToken, teacherCookie, teacherToken } from "../support/api";
import { paddedPdfFile } from "../support/files";
import { type Instance, onDatabase, POSTGRES_SERVER, ports, startBehindProxy } from "../support/instances";
import { book, defaultWeekStart, newWeekWithSlots } from "../support/newest-week";
import { uniqueEmail } from "../support/people";
import { startS3Server } from "../support/s3-server.mjs";
import { startSmtpSink } from "../support/smtp-sink.mjs";

/**
 * Two instances of the production build on one PostgreSQL database, behind a round-robin proxy, their files in
 * one S3 bucket (s3rver) and their mail to one SMTP server: what must hold however many instances serve. The
 * tests share the pair (starting one costs half a minute); the last one kills an instance.
 */
test.skip(!POSTGRES_SERVER, "needs the test run's PostgreSQL (TEST_POSTGRES_URL)");
test.describe.configure({ mode: "serial" });

let instances: Instance[] = [];
const stops: (() => Promise<void>)[] = [];
let url = "";
let api: APIRequestContext;
let baseUrl = "";
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startSmtpSink({ smtpPort: ports.smtp });
  stops.push(sink.stop);
  s3 = await startS3Server({ name: "instances", port: ports.s3 });
  stops.push(s3.close);
  const env = {
    ...s3.env,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_FROM: "office@instances.test",
    MAIL_POLL_MS: "100",
    // Every request reaches the instances from the proxy's one address: the bookings' limits are not what is tested.
    BOOKING_LIMIT_PER_HOUR: "1000",
    BOOKING_ACTIONS_PER_ADDRESS_PER_DAY: "1000",
    BOOKINGS_PER_ADDRESS_PER_WEEK: "1000",
    BOOKING_SHARE_PER_ADDRESS: "1",
  };
  const pair = await startBehindProxy("instances_pair", 2, env);
  stops.push(pair.stop);
  ({ url, instances, api, baseUrl } = pair);
});

test.afterAll(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

test("wrong passwords alternating between two instances: five refusals, then 429", async () => {
  const statuses = [];
  // A classmate of the demo student, whom the other tests sign in.
  for (let n = 0; n < 7; n++) {
    const answer = await api.post("/api/v1/student/signin", {
      data: { cred: { email: "student2@example.com", password: `wrong-guess-${n}` } },
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
});

test("200 queued mails with two instances sending: exactly 200 received, each once", async () => {
  await onDatabase(url, (db) =>
    db.query(
      `INSERT INTO "OutboxMail" ("to", "subject", "text")
       SELECT 'parent' || n || '@instances.test', 'Fee reminder', 'Due on Monday' FROM generate_series(1, 200) AS n`,
    ),
  );
  const parents = () => sink.messages.flatMap((message) => message.to).filter((to) => to.startsWith("parent"));
  await expect.poll(() => parents().length, { timeout: 60_000 }).toBe(200);
  // A moment for any second delivery to arrive.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(parents()).toHaveLength(200);
  expect(new Set(parents()).size).toBe(200);
  const sent = await onDatabase(url, async (db) =>
    Number((await db.query(`SELECT COUNT(*) FROM "OutboxMail" WHERE "state" = 'sent'`)).rows[0].count),
  );
  expect(sent).toBeGreaterThanOrEqual(200);
});

test("a note uploaded through one instance downloads byte for byte through the other, and is gone from both once deleted", async () => {
  const [first, second] = await Promise.all(
    instances.map((instance) => newRequest.newContext({ baseURL: instance.url })),
  );
  stops.push(
    () => first.dispose(),
    () => second.dispose(),
  );
  const teacher = { Authorization: await teacherToken(first) };
  const student = { Authorization: await studentToken(second) };

  const pdf = paddedPdfFile("Shared notes.pdf", 2 * 1024 * 1024);
  const uploaded = await first.post("/api/v1/teacher/content/1/1", {
    headers: teacher,
    multipart: { content_name: "Shared notes", type: "pdf", content: pdf },
  });
  expect(uploaded.status()).toBe(201);
  const { id, content_url: noteUrl } = (await uploaded.json()).new_content;

  const download = await second.get(`${noteUrl}?download`, { headers: student });
  expect(download.status()).toBe(200);
  expect((await download.body()).equals(pdf.buffer)).toBe(true);

  expect((await first.delete(`/api/v1/teacher/notes/${id}`, { headers: teacher })).status()).toBe(200);
  for (const instance of [first, second])
    expect((await instance.get(noteUrl, { headers: student })).status()).toBe(404);
  expect(s3.topKeys().some((key) => s3.objectBytes(key)?.equals(pdf.buffer))).toBe(false);
});

test("the owner's Teachers page says backups on PostgreSQL are pg_dump's and the bucket's versions", async () => {
  // A context of its own: the sign-in form's cookie would otherwise ride along on the other tests' API calls.
  const browser = await newRequest.newContext({ baseURL: baseUrl });
  stops.push(() => browser.dispose());
  const cookie = await teacherCookie(browser, baseUrl);
  const page = await browser.get("/teacher/teachers", { headers: { Cookie: cookie } });
  expect(page.status()).toBe(200);
  const text = await page.text();
  expect(text).toContain("This institute runs on PostgreSQL: back up the database with pg_dump");
  expect(text).not.toContain("Back up now");
});

test("one instance killed with SIGKILL during 50 bookings: none lost, none doubled", async () => {
  const authorization = await teacherToken(api);
  const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
  const times = Array.from(
    { length: 10 },
    (_, n) => `${String(9 + Math.floor(n / 2)).padStart(2, "0")}:${n % 2 ? "30" : "00"}`,
  );
  const { slots } = await newWeekWithSlots(
    api,
    authorization,
    days.flatMap((day) => times.map((time) => ({ day, time }))),
    undefined,
    defaultWeekStart(),
  );
  expect(slots).toHaveLength(50);

  const emails = slots.map((_, n) => uniqueEmail(`killed${n}`));
  // Each visitor sends their booking again if the answer is lost (a 502 from the balancer), as a person would.
  const bookOnce = async (n: number) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await book(api, slots[n], emails[n]);
      if (answer.status() !== 502) return answer.status();
    }
    return 502;
  };
  const answers = Promise.all(slots.map((_, n) => bookOnce(n)));
  await new Promise((resolve) => setTimeout(resolve, 300));
  instances[1].process.kill("SIGKILL");
  const statuses = await answers;
  // An answer lost with the killed instance may have been booked: sent again, it finds its own booking (409).
  expect(
    statuses.filter((status) => status !== 201 && status !== 409),
    `${statuses.join(" ")}\n${instances[0].output().slice(-20000)}`,
  ).toEqual([]);

  const booked = await onDatabase(
    url,
    async (db) =>
      (await db.query(`SELECT "userEmail", "slotId" FROM "DoubtRequest" WHERE "userEmail" LIKE 'killed%'`)).rows,
  );
  expect(booked).toHaveLength(50);
  expect(new Set(booked.map((row) => row.userEmail))).toEqual(new Set(emails));
  expect(new Set(booked.map((row) => row.slotId)).size).toBe(50);
});
