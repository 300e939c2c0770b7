import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { batchWithStudents, studentToken } from "../support/api";
import { instituteTime, openOnlineTest } from "../support/online-test";

const question = (answer: string, marks = 4) => ({
  text: `Pick ${answer}`,
  option_a: "a",
  option_b: "b",
  option_c: "c",
  option_d: "d",
  answer,
  marks,
  negative_marks: 1,
});

test("the online test calls: paper, window, attempt, submit, lock and re-mark, answer strings, analysis", async ({
  request,
}) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Chemistry", ["Kiran", "Lata"], {
    waiting: true,
  });
  const [kiran, lata] = students;
  await request.post("/api/v1/teacher/admit_students", { headers: teacher, data: { ids: [kiran.id], subjectId } });
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "API objective", batch_id: batchId, subject_id: subjectId, date: "2026-11-24" },
  });
  const testId = (await created.json()).test.id as number;
  const at = (path: string) => `/api/v1/online-tests/${testId}/${path}`;

  const bad = await request.put(at("paper"), { headers: teacher, data: { questions: [{ ...question("Z") }] } });
  expect(bad.status()).toBe(400);
  const paper = await request.put(at("paper"), {
    headers: teacher,
    data: { questions: [question("A"), question("BD"), { ...question("9.8±0.1"), option_a: "" }] },
  });
  expect(paper.status()).toBe(200);
  expect(await paper.json()).toMatchObject({ valid: true, questions: 3, max_marks: 12 });
  const window = await request.put(at("window"), {
    headers: teacher,
    data: { opens_at: instituteTime(-5), closes_at: instituteTime(60), duration_minutes: 20, shuffle_options: true },
  });
  expect(window.status()).toBe(200);

  const student = { Authorization: await studentToken(request, kiran.email, kiran.password) };
  const other = { Authorization: await studentToken(request, lata.email, lata.password) };
  expect((await request.post(at("attempt"), { headers: other })).status()).toBe(403);
  expect((await request.post(at("attempt"), { headers: student })).status()).toBe(200);
  const saved = await request.put(at("attempt"), {
    headers: student,
    data: { answers: { "1": "a", "2": "DB", "3": "nine" }, review: [3] },
  });
  expect(await saved.json()).toMatchObject({ valid: true, ignored: [3] });
  const page = await (await request.get(at("attempt"), { headers: student })).json();
  expect(page).toMatchObject({ page: 1, pages: 1, unanswered: 1 });
  expect(page.questions[1]).toMatchObject({ position: 2, kind: "multiple", answer: "BD", review: false });
  expect(page.questions[0].options.map((o: { letter: string }) => o.letter).sort()).toEqual(["A", "B", "C", "D"]);
  expect(JSON.stringify(page)).not.toContain('"correct');
  const submitted = await request.post(at("attempt/submit"), { headers: student });
  expect(submitted.status()).toBe(200);
  expect((await request.put(at("attempt"), { headers: student, data: { answers: { "1": "B" } } })).status()).toBe(409);

  const results = await (await request.get(`/api/v1/test/getResults/${testId}`, { headers: teacher })).json();
  expect(results.results).toMatchObject([{ student_id: kiran.id, marks: 8, attempted: true }]);

  const locked = await request.put(at("paper"), {
    headers: teacher,
    data: { questions: [question("B"), question("BD"), { ...question("9.8±0.1"), option_a: "" }] },
  });
  expect(locked.status()).toBe(409);
  const remarked = await request.put(at("paper"), {
    headers: teacher,
    data: { questions: [question("B"), question("BD"), { ...question("9.8±0.1"), option_a: "" }], remark: true },
  });
  expect(await remarked.json()).toMatchObject({ valid: true, remarked: 1 });
  const after = await (await request.get(`/api/v1/test/getResults/${testId}`, { headers: teacher })).json();
  expect(after.results[0]).toMatchObject({ marks: 3 });
  expect((await request.post(at("remark"), { headers: teacher })).status()).toBe(200);

  const strings = await request.post(at("answer-strings"), {
    headers: teacher,
    data: { rows: [{ student_id: lata.id, answers: "B,BD,9.75" }] },
  });
  expect(strings.status()).toBe(200);
  const sheet = await (await request.get(at("answer-strings"), { headers: teacher })).json();
  expect(sheet.rows.find((row: { student_id: number }) => row.student_id === lata.id)).toMatchObject({
    answers: "B,BD,9.75",
    marks: 12,
  });
  const analysis = await (await request.get(at("analysis"), { headers: teacher })).json();
  expect(analysis).toMatchObject({ students: 2 });
  expect(analysis.questions[0]).toMatchObject({ position: 1, correct: 50, wrong: 50, most_chosen_wrong: "A" });

  const csv = await request.post(at("paper.csv"), {
    headers: { ...teacher, "Content-Type": "text/csv" },
    data: "text,option_a,option_b,option_c,option_d,answer,marks,negative_marks\nOne,a,b,c,d,A,4,-1\n",
  });
  expect(csv.status()).toBe(409);
  expect((await request.post(at(`extra-attempts/${kiran.id}`), { headers: teacher })).status()).toBe(201);
  expect((await request.get(at("paper"), { headers: student })).status()).toBe(403);
});

test("a question's image over the API: words required, a non-image refused, the image then in the paper", async ({
  request,
}) => {
  const online = await openOnlineTest(request, { name: "API figures", questions: [question("A")], students: [] });
  const url = online.at("questions/1/image");
  const png = await sharp({ create: { width: 300, height: 900, channels: 3, background: "#abc" } })
    .png()
    .toBuffer();
  const image = { name: "figure.png", mimeType: "image/png", buffer: png };
  const noWords = await request.post(url, { headers: online.teacher, multipart: { image } });
  expect(noWords.status()).toBe(400);
  const notImage = await request.post(url, {
    headers: online.teacher,
    multipart: { alt: "A tall bar", image: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("not a png") } },
  });
  expect(notImage.status()).toBe(400);
  expect(
    (
      await request.post(online.at("questions/9/image"), { headers: online.teacher, multipart: { alt: "x", image } })
    ).status(),
  ).toBe(404);
  const saved = await request.post(url, { headers: online.teacher, multipart: { alt: "A tall bar", image } });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toMatchObject({ image: { width: 160, height: 480, alt: "A tall bar" } });
  const paper = await (await request.get(online.at("paper"), { headers: online.teacher })).json();
  expect(paper.questions[0].image).toMatchObject({
    url: expect.stringMatching(/^\/site-images\/.+-1x\.webp$/),
    alt: "A tall bar",
  });
  expect((await request.get(paper.questions[0].image.url)).headers()["content-type"]).toBe("image/webp");
});
