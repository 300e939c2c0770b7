import { type APIRequestContext, expect, test } from "@playwright/test";
import { teacherToken } from "../support/api";

// Every screen that takes a form, posted something that is not a form: each must answer 4xx, never 500.
const formScreens = [
  "/signin",
  "/register",
  "/register/teacher",
  "/teacher/signup",
  "/teacher/auth",
  "/slot",
  "/teacher/batches/new",
  "/teacher/weeks/new",
  "/teacher/weeks/1/slots",
  "/teacher/course/1/subjects/new",
  "/teacher/course/1/subjects/1/folders/new",
  "/teacher/course/1/subjects/1/students",
  "/teacher/course/1/subjects/1/tests/new",
  "/teacher/course/1/subjects/1/assistant",
  "/teacher/course/1/subjects/1/assistant/stream",
  "/teacher/test/1/1?test=1",
  "/teacher/content/1/1/new",
  "/teacher/notes/1/1/new",
  "/teacher/videos/1/2/new",
  "/teacher/week/1",
  // Cancelling and declining doubt sessions (issue 13)
  "/thanks/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b/cancel",
  "/teacher/week/1/decline/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b",
];

// Issue 10's forms, in a test of their own so that each test stays well inside its time. Confirmations
// that are a bare button (archive, deactivate) read no body, so they are not here: they would act.
const lifecycleScreens = [
  "/teacher/batches/1/edit",
  "/teacher/course/1/subjects/1/rename",
  "/teacher/test/1/1/tests/1/edit",
  "/teacher/notes/1/1/1/replace",
  "/teacher/students/2",
  "/teacher/students/2/delete",
];

const notForms = [
  { "Content-Type": "application/json", body: '{"broken":' },
  {
    "Content-Type": "multipart/form-data; boundary=zz",
    body: '--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--zz',
  },
  { "Content-Type": "text/plain", body: "hello" },
];

async function postNotForms(request: APIRequestContext, baseURL: string, paths: string[]) {
  const teacher = await teacherToken(request);
  for (const path of paths) {
    for (const { body, ...headers } of notForms) {
      const response = await request.post(path, {
        headers: { ...headers, Authorization: teacher, Origin: baseURL },
        data: body,
        maxRedirects: 0,
      });
      expect(response.status(), `${path} with ${headers["Content-Type"]}`).toBeLessThan(500);
    }
  }
}

test("a body that is not a form gets a 4xx from every form screen", async ({ request, baseURL }) => {
  await postNotForms(request, baseURL!, formScreens);
});

test("a body that is not a form gets a 4xx from every edit and delete screen", async ({ request, baseURL }) => {
  await postNotForms(request, baseURL!, lifecycleScreens);
});
