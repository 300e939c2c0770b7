import { type APIRequestContext, expect } from "@playwright/test";
import { demoStudent, demoTeacher } from "./people";

export async function studentToken(
  request: APIRequestContext,
  email = demoStudent.email,
  password = demoStudent.password,
) {
  const response = await request.post("/api/v1/student/signin", { data: { cred: { email, password } } });
  expect(response.status()).toBe(200);
  return `Bearer ${(await response.json()).token}`;
}

export async function teacherToken(request: APIRequestContext) {
  const response = await request.post("/api/v1/teacher/signin", {
    data: { cred: { email: demoTeacher.email, password: demoTeacher.password }, teacher_code: demoTeacher.code },
  });
  expect(response.status()).toBe(200);
  return `Bearer ${(await response.json()).token}`;
}
