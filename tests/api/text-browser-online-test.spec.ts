import { expect, request as newRequest, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { instituteTime } from "../support/online-test";
import { ownDevelopmentServer } from "../support/own-server";
import { hasW3m } from "../support/w3m";
import { W3m } from "../support/w3m-post";

// The session cookie is Secure in production and w3m rightly never sends it over plain HTTP.
const baseURL = ownDevelopmentServer("text-browser-online-test", 62);

// w3m sends no Origin, runs no script and reads every choice from the form itself.
test("in w3m a student takes an online test: starts, answers a page, submits", async () => {
  test.skip(!hasW3m, "w3m is not installed (scripts/test-everything.sh installs it)");
  test.setTimeout(90_000);
  const request = await newRequest.newContext({ baseURL });
  const { teacher, subjectId, batchId, students } = await batchWithStudents(request, "Maths", ["Mira"]);
  const [mira] = students;
  await request.post("/api/v1/teacher/admit_students", { headers: teacher, data: { ids: [mira.id], subjectId } });
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Text browser test", batch_id: batchId, subject_id: subjectId, date: "2026-11-24" },
  });
  const testId = (await created.json()).test.id as number;
  const questions = Array.from({ length: 12 }, (_, i) => ({
    // The first question carries a formula, which w3m reads from its MathML and TeX source.
    text: i === 0 ? "What is 1 + 1, when $x^2 = 1$?" : `What is ${i + 1} + 1?`,
    option_a: `${i + 1}`,
    option_b: `${i + 2}`,
    option_c: `${i + 3}`,
    option_d: `${i + 4}`,
    answer: "B",
    marks: 2,
    negative_marks: -1,
  }));
  await request.put(`/api/v1/online-tests/${testId}/paper`, { headers: teacher, data: { questions } });
  await request.put(`/api/v1/online-tests/${testId}/window`, {
    headers: teacher,
    data: { opens_at: instituteTime(-5), closes_at: instituteTime(60), duration_minutes: 30 },
  });

  const w3m = new W3m(baseURL);
  const signIn = (await w3m.form("/signin", "Login as Student"))
    .fill("Email", mira.email)
    .fill("Password", mira.password);
  await w3m.submit(signIn, "Login as Student");
  const start = await w3m.form(`/testDetails/${testId}`, "Start test");
  const firstPage = await w3m.submit(start, "Start test");
  expect(firstPage).toContain("Page 1 of 2");
  expect(firstPage).toContain("What is 1 + 1, when x2=1 x^2 = 1 x2=1?");
  // Each option on a line of its own: w3m reads no CSS, so an option that is not a block of its own runs on.
  const radios = (line: string) => line.match(/\([ *]\)/g)?.length ?? 0;
  const lines = firstPage.split("\n");
  expect(lines.filter((line) => radios(line) === 1).length).toBeGreaterThanOrEqual(40);
  expect(lines.filter((line) => radios(line) > 1)).toEqual([]);

  // Question n's options are n+1 … n+4 (B is right): right for 1–9, wrong (C) for 10.
  const page = await w3m.form(`/test/${testId}/attempt`, "Save and next");
  for (let n = 1; n <= 10; n++) {
    const radio = page.fields.find((field) => field.name === `answer_${n}` && field.value === (n < 10 ? "B" : "C"));
    if (!radio) throw new Error(`No option for question ${n}`);
    radio.checked = true;
  }
  const secondPage = await w3m.submit(page, "Save and next");
  expect(secondPage).toContain("Page 2 of 2");
  expect(secondPage).toContain("What is 11 + 1?");

  const toSubmit = await w3m.submit(await w3m.form(`/test/${testId}/attempt?page=2`, "Submit test"), "Submit test");
  expect(toSubmit).toContain("2 of 12 questions are unanswered");
  const done = await w3m.submit(await w3m.form(`/test/${testId}/submit`, "Submit test"), "Submit test");
  expect(done).toContain("Test submitted");

  const results = await (await request.get(`/api/v1/test/getResults/${testId}`, { headers: teacher })).json();
  expect(results.results).toMatchObject([{ student_id: mira.id, marks: 17, attempted: true }]);
  await request.dispose();
});
