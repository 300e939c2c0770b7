import { type APIRequestContext, expect } from "@playwright/test";
import { batchWithStudents, studentToken } from "./api";

/** A wall-clock time at the institute (Asia/Kolkata, UTC+5:30) as a datetime-local box and the API take it. */
export const instituteTime = (offsetMinutes: number) =>
  new Date(Date.now() + (330 + offsetMinutes) * 60_000).toISOString().slice(0, 16);

export type PaperQuestion = {
  text: string;
  option_a?: string;
  option_b?: string;
  option_c?: string;
  option_d?: string;
  answer: string;
  marks: number;
  negative_marks?: number;
  section?: string;
};

/**
 * A test with a question paper, open on the site now for an hour, taken by the given students (all
 * permitted in its subject), made over the API so a browser test starts at the screen it is about.
 */
export async function openOnlineTest(
  request: APIRequestContext,
  { name, questions, students: firstNames }: { name: string; questions: PaperQuestion[]; students: string[] },
) {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Science", firstNames);
  await request.post("/api/v1/teacher/admit_students", {
    headers: teacher,
    data: { ids: students.map((student) => student.id), subjectId },
  });
  const created = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: name, batch_id: batchId, subject_id: subjectId, date: "2026-11-24" },
  });
  const testId = (await created.json()).test.id as number;
  const at = (path: string) => `/api/v1/online-tests/${testId}/${path}`;
  expect((await request.put(at("paper"), { headers: teacher, data: { questions } })).status()).toBe(200);
  const window = await request.put(at("window"), {
    headers: teacher,
    data: { opens_at: instituteTime(-5), closes_at: instituteTime(60), duration_minutes: 30 },
  });
  expect(window.status()).toBe(200);
  /** A student's whole attempt over the API: start, these answers (by question number), submit. */
  const take = async (student: (typeof students)[number], answers: Record<string, string>) => {
    const headers = { Authorization: await studentToken(request, student.email, student.password) };
    expect((await request.post(at("attempt"), { headers })).status()).toBe(200);
    expect((await request.put(at("attempt"), { headers, data: { answers } })).status()).toBe(200);
    expect((await request.post(at("attempt/submit"), { headers })).status()).toBe(200);
  };
  return { teacher, batchId, subjectId, students, testId, at, take };
}
