import { type APIRequestContext, expect, request as newRequest, test } from "@playwright/test";
import {
  batchWithStudents,
  formTokenOn,
  permitStudents,
  studentCookie,
  studentToken,
  teacherCookie,
} from "../support/api";
import { addGuardianTo, parentLinkFor, uniqueMobile } from "../support/families";
import { uniqueEmail, uniqueName } from "../support/people";

// Registration is open to anyone: a student who registered but whom the teacher has not permitted sees none
// of the batch's classes, calendar events or announcements, and is on no register; once permitted, they are.

type Setup = Awaited<ReturnType<typeof batchWithStudents>>;

/** Today at the institute (Asia/Kolkata): its date and weekday, so a weekly class meets today. */
function instituteToday() {
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T12:00:00Z`),
  );
  return { iso, weekday };
}

/** A weekly online class of the batch's subject that meets today, with a link only the permitted should see. */
async function onlineClassToday(request: APIRequestContext, setup: Setup) {
  const link = `https://meet.example.org/${uniqueName("class").replace(/\W+/g, "-")}`;
  const added = await request.post(`/api/v1/teacher/batches/${setup.batchId}/timetable`, {
    headers: setup.teacher,
    data: {
      subject_id: setup.subjectId,
      weekday: instituteToday().weekday,
      start_time: "07:00",
      end_time: "08:00",
      meeting_url: link,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return { classId: (await added.json()).class.id as number, link };
}

/**
 * Pages are read in a context of their own, as a browser would: the API refuses a call that carries a
 * session cookie (it could come from another site), and a signed-in form keeps its cookie in the context.
 */
let pages: APIRequestContext;
test.beforeEach(async ({ baseURL }) => {
  pages = await newRequest.newContext({ baseURL });
});
test.afterEach(async () => {
  await pages.dispose();
});

/** One waiting student, signed in both ways: a session cookie for pages and a token for the API. */
async function waitingStudent(request: APIRequestContext, baseURL: string, subject: string) {
  const setup = await batchWithStudents(request, subject, ["Stranger"], { waiting: true });
  const [student] = setup.students;
  const cookie = await studentCookie(pages, baseURL, student.email, student.password);
  const token = { Authorization: await studentToken(request, student.email, student.password) };
  const permit = () => permitStudents(request, setup.teacher, setup.subjectId, [student.id]);
  return { setup, student, cookie, token, permit };
}

test("the timetable page shows no class link to a student who waits, and says so; once permitted it does", async ({
  request,
  baseURL,
}) => {
  const { setup, cookie, permit } = await waitingStudent(request, baseURL ?? "", "Astronomy");
  const { link } = await onlineClassToday(request, setup);
  const page = async () => (await pages.get("/timetable", { headers: { Cookie: cookie } })).text();

  const before = await page();
  expect(before).toContain("Your access is awaiting the teacher&#x27;s approval");
  expect(before).not.toContain(link);
  expect(before).not.toContain("07:00–08:00 Astronomy");

  await permit();
  const after = await page();
  expect(after).toContain("07:00–08:00 Astronomy");
  expect(after).toContain(link);
  expect(after).not.toContain("awaiting the teacher");
});

test("the calendar feed has no event for a student who waits; once permitted it has the class", async ({
  request,
  baseURL,
}) => {
  const { setup, cookie, permit } = await waitingStudent(request, baseURL ?? "", "Optics");
  const { link } = await onlineClassToday(request, setup);
  const made = await pages.post("/timetable", {
    headers: { Cookie: cookie, Origin: baseURL ?? "" },
    form: { _token: await formTokenOn(pages, "/timetable", cookie) },
  });
  expect(made.status()).toBe(200);
  const feedUrl = /\/calendar\/[A-Za-z0-9_-]{43}\.ics/.exec(await made.text())?.[0];
  expect(feedUrl).toBeTruthy();
  const feed = async () => {
    const answer = await request.get(feedUrl ?? "");
    expect(answer.status()).toBe(200);
    return answer.text();
  };

  const before = await feed();
  expect(before).not.toContain("BEGIN:VEVENT");
  expect(before).not.toContain(link);

  await permit();
  const after = await feed();
  expect(after).toContain("SUMMARY:Optics");
  expect(after).toContain(link);
});

test("announcements of the batch, its subject and the institute wait for the permission, on the API and the pages", async ({
  request,
  baseURL,
}) => {
  const { setup, cookie, token, permit } = await waitingStudent(request, baseURL ?? "", "Geology");
  const titles = { batch: uniqueName("Batch news"), subject: uniqueName("Geology news") };
  const post = async (title: string, audience: string) => {
    const made = await request.post("/api/v1/teacher/announcements", {
      headers: setup.teacher,
      data: { title, text: "The Zoom link is in the notes", audience },
    });
    expect(made.status()).toBe(201);
    return (await made.json()).announcement.id as number;
  };
  const batchNews = await post(titles.batch, `batch:${setup.batchId}`);
  await post(titles.subject, `subject:${setup.subjectId}`);
  const listed = async () =>
    (
      (await (await request.get("/api/v1/student/announcements", { headers: token })).json()).announcements as {
        title: string;
      }[]
    ).map((announcement) => announcement.title);
  const dashboard = async () => (await pages.get("/dashboard", { headers: { Cookie: cookie } })).text();
  const opened = () => pages.get(`/announcements/${batchNews}`, { headers: { Cookie: cookie } });

  expect(await listed()).toEqual([]);
  const waiting = await dashboard();
  expect(waiting).not.toContain(titles.batch);
  expect(waiting).not.toContain(titles.subject);
  expect(waiting).toContain("Your access is awaiting the teacher&#x27;s approval");
  expect((await opened()).status()).toBe(404);

  await permit();
  expect(await listed()).toEqual(expect.arrayContaining([titles.batch, titles.subject]));
  const permitted = await dashboard();
  expect(permitted).toContain(titles.batch);
  expect(permitted).toContain(titles.subject);
  expect((await opened()).status()).toBe(200);
});

test("a student who waits is not on the register (page and API) and cannot be marked; once permitted they are", async ({
  request,
  baseURL,
}) => {
  const setup = await batchWithStudents(request, "Zoology", ["Known"]);
  const email = uniqueEmail("stranger");
  const registered = await request.post("/api/v1/student/register", {
    data: {
      first_name: "Stranger",
      last_name: "Danger",
      email,
      password: "student-password",
      batch: { batchId: setup.batchId, subjects: [setup.subjectId] },
    },
  });
  expect(registered.status()).toBe(201);
  const strangerId = (await registered.json()).student.id as number;
  const { classId } = await onlineClassToday(request, setup);
  const { iso } = instituteToday();
  const api = `/api/v1/teacher/batches/${setup.batchId}/register/${classId}/${iso}`;
  const names = async () =>
    ((await (await request.get(api, { headers: setup.teacher })).json()).students as { name: string }[]).map(
      (student) => student.name,
    );
  const teacher = await teacherCookie(pages, baseURL ?? "");
  const page = async () =>
    (
      await pages.get(`/teacher/course/${setup.batchId}/register/${classId}/${iso}`, { headers: { Cookie: teacher } })
    ).text();
  const mark = (status: string) =>
    request.put(api, {
      headers: setup.teacher,
      data: {
        students: [
          { student_id: setup.students[0].id, status: "present" },
          { student_id: strangerId, status },
        ],
      },
    });

  expect(await names()).toEqual(["Known Test"]);
  expect(await page()).not.toContain("Stranger Danger");
  const refused = await mark("present");
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors["students[1].student_id"]).toEqual(["This student is not on this register"]);

  await permitStudents(request, setup.teacher, setup.subjectId, [strangerId]);
  expect(await names()).toEqual(["Known Test", "Stranger Danger"]);
  expect(await page()).toContain("Stranger Danger");
  const saved = await mark("absent");
  expect(saved.status()).toBe(200);
  expect((await saved.json()).message).toContain("1 present or late, 1 absent");
});

test("the parent's page (page and API) shows no announcement of the batch while the student waits", async ({
  request,
  baseURL,
}) => {
  const { setup, student, permit } = await waitingStudent(request, baseURL ?? "", "Ecology");
  const guardian = await addGuardianTo(request, setup.teacher, student.id, {
    name: "Parent",
    relation: "mother",
    mobile: uniqueMobile(),
  });
  const link = await parentLinkFor(request, setup.teacher, student.id, guardian.id);
  const token = link.split("/").at(-1) ?? "";
  const title = uniqueName("Ecology trip");
  const made = await request.post("/api/v1/teacher/announcements", {
    headers: setup.teacher,
    data: { title, text: "Meet at the gate", audience: `batch:${setup.batchId}` },
  });
  expect(made.status()).toBe(201);
  const shown = async () => ({
    api: (
      (await (await request.get(`/api/v1/family/${token}`)).json()).announcements.announcements as {
        title: string;
      }[]
    ).map((announcement) => announcement.title),
    page: await (await pages.get(new URL(link).pathname)).text(),
  });

  const before = await shown();
  expect(before.api).toEqual([]);
  expect(before.page).not.toContain(title);

  await permit();
  const after = await shown();
  expect(after.api).toContain(title);
  expect(after.page).toContain(title);
});

test("a student who waits sees no test, result or report card of the subject (pages and API); once permitted they do", async ({
  request,
  baseURL,
}) => {
  // The marks screens asked "registered" where the rest asked "permitted": anyone who registered read the
  // subject's tests and the class's average.
  const setup = await batchWithStudents(request, "Seismology", ["Known"]);
  const stranger = { email: uniqueEmail("stranger"), password: "student-password" };
  const registered = await request.post("/api/v1/student/register", {
    data: {
      first_name: "Stranger",
      last_name: "Danger",
      email: stranger.email,
      password: stranger.password,
      batch: { batchId: setup.batchId, subjects: [setup.subjectId] },
    },
  });
  expect(registered.status()).toBe(201);
  const strangerId = (await registered.json()).student.id as number;
  const testName = uniqueName("Tremors");
  const created = await request.post("/api/v1/test/newTest", {
    headers: setup.teacher,
    data: {
      test_name: testName,
      batch_id: setup.batchId,
      subject_id: setup.subjectId,
      date: "2026-11-03",
      max_marks: 25,
    },
  });
  const testId = (await created.json()).test.id as number;
  const marks = [{ student_id: setup.students[0].id, marks: 21, attempted: true }];
  expect(
    (await request.post(`/api/v1/test/marks/${testId}`, { headers: setup.teacher, data: { results: marks } })).ok(),
  ).toBe(true);
  expect((await request.post(`/api/v1/test/publish/${testId}`, { headers: setup.teacher })).ok()).toBe(true);

  const token = { Authorization: await studentToken(request, stranger.email, stranger.password) };
  const cookie = await studentCookie(pages, baseURL ?? "", stranger.email, stranger.password);
  const seen = async () => ({
    list: (
      (await (await request.get(`/api/v1/test/details/${setup.batchId}`, { headers: token })).json()).tests as {
        name: string;
      }[]
    ).map((test) => test.name),
    result: (await request.get(`/api/v1/test/getTestResult/${testId}`, { headers: token })).status(),
    testsPage: await (await pages.get(`/tests/${setup.batchId}`, { headers: { Cookie: cookie } })).text(),
    reportPage: await (await pages.get(`/report/${setup.subjectId}`, { headers: { Cookie: cookie } })).text(),
    wholeReport: await (await pages.get("/report", { headers: { Cookie: cookie } })).text(),
  });

  const before = await seen();
  expect(before.list).toEqual([]);
  expect(before.result).toBe(403);
  expect(before.testsPage).not.toContain(testName);
  expect(before.reportPage).toContain("This subject is not one of yours.");
  expect(before.reportPage).not.toContain(testName);
  expect(before.wholeReport).not.toContain(testName);

  await permitStudents(request, setup.teacher, setup.subjectId, [strangerId]);
  const after = await seen();
  expect(after.list).toEqual([testName]);
  expect(after.result).toBe(200);
  expect(after.testsPage).toContain(testName);
  expect(after.reportPage).toContain(testName);
  expect(after.wholeReport).toContain(testName);
});
