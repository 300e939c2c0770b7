import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { englishRuns } from "../support/english-runs";
import { addGuardianTo, parentLinkFor, testWithMarks, uniqueMobile } from "../support/families";
import { pdfFile } from "../support/files";
import { newWeekWithSlots } from "../support/newest-week";
import { demoTeacher, uniqueEmail } from "../support/people";

/** Every page of the teacher's area, its dialogs' pages too ({…} are the ids made below). */
const PAGES = [
  "/teacher",
  "/teacher/batches/new",
  "/teacher/batches/{batch}/edit",
  "/teacher/batches/{batch}/archive",
  "/teacher/batches/{batch}/delete",
  "/teacher/course/{batch}",
  "/teacher/course/{batch}/subjects/new",
  "/teacher/course/{batch}/subjects/{subject}/folders/new",
  "/teacher/course/{batch}/subjects/{subject}/students",
  "/teacher/course/{batch}/subjects/{subject}/tests/new",
  "/teacher/course/{batch}/subjects/{subject}/assistant",
  "/teacher/course/{batch}/subjects/{subject}/rename",
  "/teacher/course/{batch}/subjects/{subject}/delete",
  "/teacher/test/{batch}/{subject}",
  "/teacher/test/{batch}/{subject}?test={test}",
  "/teacher/test/{batch}/{subject}?test={test}&mode=edit",
  "/teacher/test/{batch}/{subject}/tests/new",
  "/teacher/test/{batch}/{subject}/tests/{test}/edit",
  "/teacher/test/{batch}/{subject}/tests/{test}/delete",
  "/teacher/test/{batch}/{subject}/roll-numbers",
  "/teacher/test/{batch}/{subject}/tests/{test}/history",
  "/teacher/notes/{folder}/{notes}",
  "/teacher/notes/{folder}/{notes}/new",
  "/teacher/notes/{folder}/{notes}/{note}/rename",
  "/teacher/notes/{folder}/{notes}/{note}/replace",
  "/teacher/notes/{folder}/{notes}/{note}/delete",
  "/teacher/videos/{folder}/{videos}",
  "/teacher/videos/{folder}/{videos}/new",
  "/teacher/videos/{folder}/{videos}/{video}/edit",
  "/teacher/videos/{folder}/{videos}/{video}/delete",
  "/teacher/students",
  "/teacher/students/import",
  "/teacher/students/{student}",
  "/teacher/students/{student}/deactivate",
  "/teacher/students/{student}/delete",
  "/teacher/students/{student}/reset-link",
  "/teacher/students/{student}/guardians/new",
  "/teacher/students/{student}/guardians/{guardian}",
  "/teacher/students/{student}/guardians/{guardian}/parent-link",
  "/teacher/announcements",
  "/teacher/announcements/new",
  "/teacher/announcements/{announcement}/edit",
  "/teacher/announcements/{announcement}/delete",
  "/teacher/outbox",
  "/teacher/outbox/whatsapp",
  "/teacher/outbox/whatsapp/send-all",
  "/teacher/outbox/delivery",
  "/teacher/site",
  "/teacher/site/biography",
  "/teacher/site/toppers/new",
  "/teacher/site/plans/new",
  "/teacher/site/messages",
  "/teacher/site/messages/templates",
  // Pages of other areas that are all Hindi already (and must stay so)
  "/teacher/content/{subject}/{folder}",
  "/teacher/content/{subject}/{folder}/new",
  "/teacher/content/{subject}/{folder}/rename",
  "/teacher/content/{subject}/{folder}/delete",
  "/teacher/content/{subject}/{folder}/sub/{notes}/rename",
  "/teacher/content/{subject}/{folder}/sub/{notes}/delete",
  "/teacher/test/{batch}/{subject}/tests/{test}/paper",
  "/teacher/site/upi",
  "/teacher/students/{student}/fees/payment",
  "/teacher/fees",
  "/teacher/fees/dues",
  "/teacher/fees/batches/{batch}",
  "/teacher/course/{batch}/timetable",
  "/teacher/course/{batch}/timetable/extra",
  "/teacher/course/{batch}/attendance",
  "/teacher/course/{batch}/attendance/month",
  "/teacher/course/{batch}/subjects/{subject}/homework",
  "/teacher/course/{batch}/subjects/{subject}/homework/new",
  "/teacher/course/{batch}/subjects/{subject}/homework/{homework}/edit",
  "/teacher/course/{batch}/subjects/{subject}/homework/{homework}/delete",
  "/teacher/course/{batch}/homework/{homework}",
  "/teacher/password",
  "/teacher/weeks/{week}/rename",
  "/teacher/weeks/{week}/delete",
  "/teacher/weeks/new",
  "/teacher/weeks/{week}/slots",
  "/teacher/weeks/{week}/complete",
  "/teacher/week/{week}",
  "/teacher/students/{student}/fees/plan",
  "/teacher/fees/plans/new",
  "/teacher/enquiries",
  "/teacher/enquiries/new",
  "/teacher/enquiries/report",
  "/teacher/enquiries/{enquiry}",
  "/teacher/enquiries/{enquiry}/stage",
  "/teacher/enquiries/{enquiry}/note",
  "/teacher/enquiries/{enquiry}/admit",
];

/** The owner's pages: the demo teacher (the owner) reads them with the language cookie, their account unchanged. */
const OWNER_PAGES = ["/teacher/teachers", "/teacher/teachers/{teacher}/remove"];

type Ids = Record<string, number>;
const fill = (path: string, ids: Ids) => path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]));

/** Everything the pages show, made over the API as the demo teacher: a batch with a student and a guardian, … */
async function someOfEverything(request: APIRequestContext) {
  const setup = await batchWithStudents(request, "Physics", ["Ravi"]);
  const { teacher } = setup;
  const test = await testWithMarks(request, setup, "Unit Test", [72]);
  const student = setup.students[0].id;
  const guardian = (
    await addGuardianTo(request, teacher, student, { name: "Sunita", relation: "mother", mobile: uniqueMobile() })
  ).id;
  await parentLinkFor(request, teacher, student, guardian);
  const folder = await request.post(`/api/v1/teacher/createFolder/${setup.subjectId}/${setup.batchId}`, {
    headers: teacher,
    data: { folder_details: { folder_name: "Mechanics" } },
  });
  const folderId = (await folder.json()).folder.id as number;
  const subFolder = async (type: string, name: string) => {
    const made = await request.post(`/api/v1/teacher/createSubFolder/${folderId}`, {
      headers: teacher,
      data: { sub_folder_name: name, type },
    });
    return (await made.json()).subFolder.id as number;
  };
  const notes = await subFolder("notes", "Chapter");
  const videos = await subFolder("videos", "Lectures");
  const note = await request.post(`/api/v1/teacher/content/${setup.subjectId}/${notes}`, {
    headers: teacher,
    multipart: { content_name: "Forces", type: "pdf", content: pdfFile() },
  });
  const video = await request.post(`/api/v1/teacher/videos/${videos}`, {
    headers: teacher,
    data: { video_name: "Motion", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
  });
  const announcement = await request.post("/api/v1/teacher/announcements", {
    headers: teacher,
    data: { title: "Holiday", text: "The institute is closed on Friday.", audience: "institute" },
  });
  const homework = await request.post(`/api/v1/teacher/subjects/${setup.subjectId}/homework`, {
    headers: teacher,
    multipart: { title: "Exercise", text: "Questions 1-5", due_on: "2099-12-31", attachment: pdfFile() },
  });
  const enquiry = await request.post("/api/v1/teacher/enquiries", {
    headers: teacher,
    data: { name: "Ravi Test", mobile: uniqueMobile(), source: "phone", batch_id: setup.batchId },
  });
  const statuses = [note.status(), video.status(), announcement.status(), homework.status(), enquiry.status()];
  expect(statuses).toEqual([201, 201, 201, 201, 201]);
  const { week } = await newWeekWithSlots(request, teacher.Authorization, [{ day: "Thursday", time: "15:30" }]);
  return {
    teacher,
    allowed: [setup.batchName, week.week_name, "Physics", "Ravi Test", "Unit Test"],
    ids: {
      batch: setup.batchId,
      subject: setup.subjectId,
      test,
      student,
      guardian,
      folder: folderId,
      notes,
      videos,
      note: (await note.json()).new_content.id as number,
      video: ((await video.json()).newContent as { id: number }[])[0].id,
      announcement: (await announcement.json()).announcement.id as number,
      week: week.id,
      homework: (await homework.json()).homework.id as number,
      enquiry: (await enquiry.json()).enquiry.id as number,
    },
  };
}

/** A teacher of their own who chose हिन्दी (the demo teacher's language must stay as other tests expect it). */
async function hindiTeacher(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const teacher = { email: uniqueEmail("teacher-crawl"), password: "a-teacher-password" };
  await page.goto("/teacher/signup");
  await page.getByLabel("First name").fill("Kavita");
  await page.getByLabel("Last name").fill("Joshi");
  await page.getByLabel("Email").fill(teacher.email);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByLabel("Teacher code").fill(demoTeacher.code);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByLabel("Email").fill(teacher.email);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByLabel("Teacher code").fill(demoTeacher.code);
  await page.getByRole("button", { name: "Login as Teacher" }).click();
  await page.getByRole("banner").getByRole("button", { name: "हिन्दी", exact: true }).click();
  await expect(page.getByRole("heading", { name: "शिक्षक डैशबोर्ड" })).toBeVisible();
  return { context, page };
}

/** The demo teacher (the owner) with the language cookie: Hindi pages, the account's own choice untouched. */
async function ownerInHindi(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies([{ name: "lang", value: "hi", url: baseURL }]);
  const page = await context.newPage();
  await page.goto("/signin?as=teacher");
  await page.getByLabel("ईमेल", { exact: true }).fill(demoTeacher.email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(demoTeacher.password);
  await page.getByLabel("शिक्षक कोड").fill(demoTeacher.code);
  await page.getByRole("button", { name: "शिक्षक के रूप में लॉग इन करें" }).click();
  await expect(page).toHaveURL(/\/teacher$/);
  return { context, page };
}

/** The English runs of each page, by its address pattern. */
/**
 * Every batch's and subject's name, which other tests running beside this one keep adding: lists such as an
 * announcement's audiences name them inside the site's words ("बैच: Helped batch x").
 */
async function everyBatchAndSubject(request: APIRequestContext, teacher: Record<string, string>) {
  const names: string[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await (await request.get(`/api/v1/teacher/courses?page=${page}`, { headers: teacher })).json();
    pages = answer.pages;
    names.push(
      ...answer.courses.map((batch: { batch_name: string }) => batch.batch_name),
      ...answer.subjects.map((subject: { subject_name: string }) => subject.subject_name),
    );
  }
  return names;
}

async function crawl(page: Page, paths: string[], ids: Ids, allowed: () => Promise<string[]>) {
  const runs: Record<string, string[]> = {};
  let names = await allowed();
  for (const path of paths) {
    const response = await page.goto(fill(path, ids));
    expect(response?.status(), path).toBeLessThan(400);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "hi");
    runs[path] = await englishRuns(page, names);
    // Other tests add batches meanwhile: names are read again (every page of courses) only when a page needs them.
    if (runs[path].length > 0) {
      names = await allowed();
      runs[path] = await englishRuns(page, names);
    }
  }
  return runs;
}

test("every teacher page is in Hindi for a teacher who chose हिन्दी (JavaScript off)", async ({
  browser,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name !== "no-js", "A crawl of pages without JavaScript: once is enough");
  test.setTimeout(240_000);
  const { allowed, ids, teacher: teacherHeaders } = await someOfEverything(request);
  const teacher = await hindiTeacher(browser, baseURL ?? "");
  const owner = await ownerInHindi(browser, baseURL ?? "");

  // The site's toppers and plans lists, with one of each, and the new teacher's id for the owner's 'Remove'.
  await teacher.page.goto("/teacher/site/toppers/new");
  await teacher.page.getByLabel("नाम", { exact: true }).fill("Anjali");
  await teacher.page.getByLabel("कक्षा", { exact: true }).fill("Class 12th");
  await teacher.page.getByLabel("स्कोर").fill("97%");
  await teacher.page.getByRole("button", { name: "टॉपर जोड़ें" }).click();
  await teacher.page.goto("/teacher/site/plans/new");
  await teacher.page.getByLabel("प्लान का नाम").fill("Crash course");
  await teacher.page.getByLabel("कीमत (₹)").fill("4000");
  await teacher.page.getByRole("button", { name: "प्लान जोड़ें" }).click();
  await teacher.page.goto("/teacher/site");
  const idIn = async (page: Page, name: string) =>
    Number(
      /\/(\d+)(?:\/remove)?$/.exec((await page.getByRole("link", { name }).last().getAttribute("href")) ?? "")?.[1],
    );
  const siteIds = {
    topper: await idIn(teacher.page, "Anjali, Class 12th, 97% बदलें"),
    plan: await idIn(teacher.page, "Crash course, ₹4000 बदलें"),
  };
  await owner.page.goto("/teacher/teachers");
  const ownerIds = { teacher: await idIn(owner.page, "Kavita Joshi हटाएँ") };

  const site = [
    "/teacher/site/toppers/{topper}",
    "/teacher/site/toppers/{topper}/remove",
    "/teacher/site/plans/{plan}",
    "/teacher/site/plans/{plan}/remove",
  ];
  const all = { ...ids, ...siteIds, ...ownerIds };
  const words = async () => [
    ...allowed,
    "Anjali",
    "Crash course",
    "Kavita Joshi",
    "Holiday",
    ...(await everyBatchAndSubject(request, teacherHeaders)),
  ];
  const runs = {
    ...(await crawl(teacher.page, [...PAGES, ...site], all, words)),
    ...(await crawl(owner.page, OWNER_PAGES, all, words)),
  };
  // The site's lists go back to the demo's: the landing page's tests share this server and count its plans.
  for (const path of ["/teacher/site/plans/{plan}/remove", "/teacher/site/toppers/{topper}/remove"]) {
    await teacher.page.goto(fill(path, all));
    await teacher.page.getByRole("button", { name: "हटाएँ", exact: true }).click();
    await expect(teacher.page).toHaveURL(/\/teacher\/site(#\w+)?$/);
  }

  const english = Object.entries(runs).filter(([, found]) => found.length > 0);
  expect(Object.fromEntries(english), "teacher pages with English left").toEqual({});
  await teacher.context.close();
  await owner.context.close();
});
