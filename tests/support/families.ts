import { type APIRequestContext, expect } from "@playwright/test";
import type { batchWithStudents } from "./api";

/** A unique Indian mobile number for a test's guardian (other tests run on the same database). */
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** Adds a guardian to a student over the API (teacher's token). */
export async function addGuardianTo(
  request: APIRequestContext,
  teacher: { Authorization: string },
  studentId: number,
  guardian: { name: string; relation: string; mobile: string; email?: string; language?: string },
) {
  const answer = await request.post(`/api/v1/students/${studentId}/guardians`, { headers: teacher, data: guardian });
  expect(answer.status()).toBe(201);
  return (await answer.json()).guardian as { id: number; mobile: string };
}

/** A test of the batch's subject with marks for its students, not yet published. */
export async function testWithMarks(
  request: APIRequestContext,
  setup: Awaited<ReturnType<typeof batchWithStudents>>,
  testName: string,
  marks: number[],
) {
  const created = await request.post("/api/v1/test/newTest", {
    headers: setup.teacher,
    data: { test_name: testName, batch_id: setup.batchId, subject_id: setup.subjectId, date: "2026-11-20" },
  });
  expect(created.status()).toBe(201);
  const testId = (await created.json()).test.id as number;
  const saved = await request.post(`/api/v1/test/marks/${testId}`, {
    headers: setup.teacher,
    data: {
      results: setup.students.map((student, i) => ({ student_id: student.id, marks: marks[i], attempted: true })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return testId;
}

/** A parent link made over the API. */
export async function parentLinkFor(
  request: APIRequestContext,
  teacher: { Authorization: string },
  studentId: number,
  guardianId: number,
) {
  const made = await request.post(`/api/v1/students/${studentId}/guardians/${guardianId}/parent-link`, {
    headers: teacher,
  });
  expect(made.status()).toBe(200);
  return (await made.json()).link as string;
}
