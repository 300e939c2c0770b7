import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { batchWithStudents, formTokenOn, studentCookie, studentToken, teacherCookie } from "../support/api";
import { addGuardianTo, parentLinkFor, testWithMarks, uniqueMobile } from "../support/families";
import { pdfInfo, pdfText } from "../support/pdf";
import { qrOnPage } from "../support/qr";

// Report cards and ID cards over HTTP: the photo's API, remarks, the report card's JSON and PDFs (the teacher's,
// the parent link's), and the ID card's QR code opening a verification page that shows only what it should.

const photoPng = () =>
  sharp({ create: { width: 480, height: 640, channels: 3, background: "#8a6040" } })
    .png()
    .toBuffer();
const flat = (text: string) => text.replace(/\s+/g, " ");

test("a student's photo: sent by the teacher or the student through the image checks, read by them alone", async ({
  request,
}) => {
  const setup = await batchWithStudents(request, "Photo", ["Gita", "Hari"]);
  const [gita, hari] = setup.students;
  const photo = `/api/v1/teacher/students/${gita.id}/photo`;
  const notAnImage = await request.post(photo, {
    headers: setup.teacher,
    multipart: { photo: { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not an image") } },
  });
  expect(notAnImage.status()).toBe(400);
  expect(Object.keys((await notAnImage.json()).errors)).toEqual(["photo"]);
  expect((await request.get(photo, { headers: setup.teacher })).status()).toBe(404);

  const image = { name: "photo.png", mimeType: "image/png", buffer: await photoPng() };
  const saved = await request.post(photo, { headers: setup.teacher, multipart: { photo: image } });
  expect(saved.status(), await saved.text()).toBe(200);
  const read = await request.get(`${photo}?size=2`, { headers: setup.teacher });
  expect(read.headers()["content-type"]).toBe("image/webp");
  expect(read.headers()["cache-control"]).toMatch(/^private, no-store/);
  expect(read.headers()["x-content-type-options"]).toContain("nosniff");
  expect(await sharp(await read.body()).metadata()).toMatchObject({ width: 300, height: 400 });

  // The student reads and replaces their own; another student reaches neither theirs nor the teacher's address.
  const gitaToken = { Authorization: await studentToken(request, gita.email, gita.password) };
  const hariToken = { Authorization: await studentToken(request, hari.email, hari.password) };
  expect((await request.get("/api/v1/student/photo", { headers: gitaToken })).status()).toBe(200);
  expect((await request.get("/api/v1/student/photo", { headers: hariToken })).status()).toBe(404);
  expect((await request.get(photo, { headers: hariToken })).status()).toBe(403);
  const own = await request.post("/api/v1/student/photo", { headers: hariToken, multipart: { photo: image } });
  expect(own.status()).toBe(200);
  expect((await request.get(`/api/v1/teacher/students/${hari.id}/photo`, { headers: setup.teacher })).status()).toBe(
    200,
  );

  expect((await request.delete(photo, { headers: setup.teacher })).status()).toBe(200);
  expect((await request.get(photo, { headers: setup.teacher })).status()).toBe(404);
  expect((await request.delete(photo, { headers: setup.teacher })).status()).toBe(404);
});

test("remarks and the report card: the marks the student's results show, as JSON and as PDFs in English and Hindi", async ({
  request,
}) => {
  const setup = await batchWithStudents(request, "Report", ["Indu", "Jai"]);
  const [indu, jai] = setup.students;
  const testId = await testWithMarks(request, setup, "Optics quiz", [37.5, 22]);
  expect((await request.post(`/api/v1/test/publish/${testId}`, { headers: setup.teacher })).status()).toBe(200);
  const remarks = `/api/v1/teacher/students/${indu.id}/remarks`;
  const tooLong = await request.put(remarks, { headers: setup.teacher, data: { remarks: "x".repeat(601) } });
  expect(tooLong.status()).toBe(400);
  expect((await (await request.get(remarks, { headers: setup.teacher })).json()).remarks).toBeNull();
  const saved = await request.put(remarks, { headers: setup.teacher, data: { remarks: "Careful with units." } });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).remarks).toMatchObject({ text: "Careful with units.", written_by: expect.any(String) });
  const induToken = { Authorization: await studentToken(request, indu.email, indu.password) };
  expect((await request.put(remarks, { headers: induToken, data: { remarks: "Top!" } })).status()).toBe(403);

  const card = await (
    await request.get(`/api/v1/teacher/students/${indu.id}/report-card`, { headers: setup.teacher })
  ).json();
  const screen = await (await request.get(`/api/v1/test/getTestResult/${testId}`, { headers: induToken })).json();
  const printed = card.subjects[0].tests[0];
  expect(printed).toMatchObject({ test_name: "Optics quiz", marks: 37.5, attempted: true });
  expect([printed.marks, printed.max_marks, printed.attempted]).toEqual([
    screen.student_marks,
    screen.max_marks,
    screen.attempted,
  ]);
  expect(card.remarks.text).toBe("Careful with units.");

  for (const [language, words] of [
    ["en", ["Report card", "Careful with units.", "Optics quiz"]],
    ["hi", ["रिपोर्ट कार्ड", "शिक्षक की टिप्पणी", "Optics quiz"]],
  ] as const) {
    const pdf = await request.get(`/api/v1/teacher/students/${indu.id}/report-card.pdf?language=${language}`, {
      headers: setup.teacher,
    });
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toBe("attachment; filename*=UTF-8''report-card-indu-test.pdf");
    const bytes = await pdf.body();
    expect(pdfInfo(bytes)).toMatchObject({ pages: 1, width: 595.28, height: 841.89 });
    const text = flat(pdfText(bytes));
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain(`${printed.marks} / ${printed.max_marks}`);
    expect(text).not.toContain("Jai Test");
  }

  // Through a parent link: only that student's; a made-up link none.
  const guardian = await addGuardianTo(request, setup.teacher, jai.id, {
    name: "Kala Test",
    relation: "mother",
    mobile: uniqueMobile(),
  });
  const link = await parentLinkFor(request, setup.teacher, jai.id, guardian.id);
  const family = await request.get(`${new URL(link).pathname}/report-card.pdf`);
  expect(family.status()).toBe(200);
  expect(family.headers()["cache-control"]).toMatch(/^private, no-store/);
  const familyText = flat(pdfText(await family.body()));
  expect(familyText).toContain("Jai Test");
  expect(familyText).toContain("22 / ");
  expect(familyText).not.toContain("Indu");
  expect((await request.get(`/family/${"A".repeat(43)}/report-card.pdf`)).status()).toBe(404);
});

test("an ID card's QR code opens its verification page, which shows only that the student is enrolled", async ({
  request,
}) => {
  const setup = await batchWithStudents(request, "Cards", ["Lata"]);
  const [lata] = setup.students;
  const card = await request.get(`/api/v1/teacher/students/${lata.id}/id-card.pdf`, { headers: setup.teacher });
  expect(card.status()).toBe(200);
  const bytes = await card.body();
  const size = pdfInfo(bytes);
  expect([size.width, size.height].map((points) => Math.round((points / 72) * 254) / 10)).toEqual([85.6, 54]);
  expect(flat(pdfText(bytes))).toContain("Lata Test");

  const address = qrOnPage(bytes) ?? "";
  const path = new URL(address).pathname;
  expect(path).toMatch(/^\/verify\/[A-Za-z0-9_-]{22}$/);
  const page = await request.get(path);
  expect(page.status()).toBe(200);
  expect(page.headers()["cache-control"]).toMatch(/^private, no-store/);
  expect(page.headers()["referrer-policy"]).toBe("no-referrer");
  expect(page.headers()["x-robots-tag"]).toContain("noindex");
  const html = await page.text();
  expect(html).toContain("Enrolled");
  expect(html).toContain("Lata Test");
  expect(html).toContain(setup.batchName);
  expect(html).not.toContain(lata.email);
  expect(html).not.toMatch(/photo\.webp|<script/);
  expect(await (await request.get(`/api/v1${path}`)).json()).toMatchObject({
    valid: true,
    enrolled: true,
    name: "Lata Test",
    batch_name: setup.batchName,
  });

  // Once the student is removed the card says so, without their name.
  expect(
    (await request.post(`/api/v1/teacher/students/${lata.id}/deactivate`, { headers: setup.teacher })).status(),
  ).toBe(200);
  const after = await (await request.get(path)).text();
  expect(after).toContain("No longer enrolled");
  expect(after).not.toContain("Lata Test");
  expect((await request.get(`/verify/${"B".repeat(22)}`)).status()).toBe(404);
});

test("a batch's ID cards as one run: A4 sheets of ten, started once however often the call is sent", async ({
  request,
}) => {
  const setup = await batchWithStudents(request, "Sheets", ["Nia", "Om", "Pia"]);
  const start = (papers: string) =>
    request.post(`/api/v1/teacher/course/${setup.batchId}/papers`, {
      headers: setup.teacher,
      data: { papers, language: "hi", idempotency_key: `sheets-${setup.batchId}-${papers}` },
    });
  const started = await start("id-cards");
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()).document;
  expect((await (await start("id-cards")).json()).document.id).toBe(id);
  expect(
    (
      await request.post(`/api/v1/teacher/course/${setup.batchId}/papers`, {
        headers: setup.teacher,
        data: { papers: "certificates", language: "hi" },
      })
    ).status(),
  ).toBe(400);

  const state = async () =>
    (await (await request.get(`/api/v1/teacher/documents/${id}`, { headers: setup.teacher })).json()).document.state;
  await expect.poll(state, { timeout: 30_000 }).toBe("ready");
  const file = await request.get(`/api/v1/teacher/documents/${id}/file`, { headers: setup.teacher });
  const bytes = await file.body();
  expect(pdfInfo(bytes)).toMatchObject({ pages: 1, width: 595.28, height: 841.89 });
  const text = flat(pdfText(bytes));
  expect(text.match(/छात्र पहचान पत्र/g)).toHaveLength(3);
  for (const student of setup.students) expect(text).toContain(student.name);
});

test("the student's own papers: their report card and, once enrolled, their ID card; the photo page", async ({
  request,
  baseURL,
}) => {
  const setup = await batchWithStudents(request, "Own", ["Qasim"]);
  const waiting = await batchWithStudents(request, "Waiting", ["Rafi"], { waiting: true });
  const [qasim] = setup.students;
  const [rafi] = waiting.students;
  const cookie = { Cookie: await studentCookie(request, baseURL ?? "", qasim.email, qasim.password) };
  const report = await request.get("/report.pdf", { headers: cookie });
  expect(report.headers()["content-disposition"]).toBe("attachment; filename*=UTF-8''report-card-qasim-test.pdf");
  expect(flat(pdfText(await report.body()))).toContain("Qasim Test");
  const card = await request.get("/id-card.pdf?language=hi", { headers: cookie });
  expect(flat(pdfText(await card.body()))).toContain("छात्र पहचान पत्र");
  expect(await (await request.get("/my-details", { headers: cookie })).text()).toContain('href="/id-card.pdf"');
  expect((await request.get("/my-details/photo", { headers: cookie })).status()).toBe(200);
  // Another student's papers are the teacher's addresses, not theirs.
  expect(
    (await request.get(`/teacher/students/${rafi.id}/report-card.pdf`, { headers: cookie, maxRedirects: 0 })).status(),
  ).not.toBe(200);

  // Registered but not yet given access: no ID card that would say "enrolled".
  const rafiCookie = { Cookie: await studentCookie(request, baseURL ?? "", rafi.email, rafi.password) };
  const refused = await request.get("/id-card.pdf", { headers: rafiCookie });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("once your teacher has given you access");
});

test("'Make PDF' on a batch's page starts one run however often it is sent, and goes to its page", async ({
  request,
  baseURL,
}) => {
  const setup = await batchWithStudents(request, "Form", ["Sana"]);
  const cookie = await teacherCookie(request, baseURL ?? "");
  const page = `/teacher/course/${setup.batchId}`;
  const html = await (await request.get(page, { headers: { Cookie: cookie } })).text();
  expect(html).toContain("Report cards and ID cards");
  const idempotency_key = /name="idempotency_key" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const _token = await formTokenOn(request, page, cookie);
  const send = (papers: string) =>
    request.post(page, {
      headers: { Cookie: cookie, Origin: baseURL ?? "" },
      form: { _token, idempotency_key, papers, language: "en" },
      maxRedirects: 0,
    });
  const places = [(await send("report-cards")).headers().location, (await send("report-cards")).headers().location];
  expect(places[0]).toMatch(/^\/teacher\/documents\/\d+$/);
  expect(places[1]).toBe(places[0]);
  const refused = await send("certificates");
  expect(refused.status()).toBe(400);
});
