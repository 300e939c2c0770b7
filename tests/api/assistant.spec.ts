import { expect, test } from "@playwright/test";
import { studentToken, teacherToken } from "../support/api";

test("POST /files/generate answers the teacher with the model's reply", async ({ request }) => {
  const teacher = { Authorization: await teacherToken(request) };
  const answer = await request.post("/api/v1/files/generate", {
    headers: teacher,
    data: { batch_id: 1, subject_id: 1, prompt: "Give two practice questions" },
  });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  expect(body.response).toContain("You asked: Give two practice questions");
  expect(body.response).toContain('"Maths"');

  const failed = await request.post("/api/v1/files/generate", {
    headers: teacher,
    data: { batch_id: 1, subject_id: 1, prompt: "fail" },
  });
  expect(failed.status()).toBe(503);
  expect((await failed.json()).valid).toBe(false);
  const empty = await request.post("/api/v1/files/generate", {
    headers: teacher,
    data: { batch_id: 1, subject_id: 1, prompt: " " },
  });
  expect(empty.status()).toBe(400);
  const wrong = await request.post("/api/v1/files/generate", {
    headers: teacher,
    data: { batch_id: 2, subject_id: 1, prompt: "x" },
  });
  expect(wrong.status()).toBe(404);
});

test("the assistant is for teachers only", async ({ request }) => {
  const data = { batch_id: 1, subject_id: 1, prompt: "Hello" };
  expect((await request.post("/api/v1/files/generate", { data })).status()).toBe(401);
  const student = { Authorization: await studentToken(request) };
  expect((await request.post("/api/v1/files/generate", { headers: student, data })).status()).toBe(403);
});
