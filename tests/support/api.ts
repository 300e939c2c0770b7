import { type APIRequestContext, expect } from "@playwright/test";
import { demoStudent, demoTeacher, uniqueEmail, uniqueName } from "./people";

export async function studentToken(
  request: APIRequestContext,
  email = demoStudent.email,
  password = demoStudent.password,
) {
  const response = await request.post("/api/v1/student/signin", { data: { cred: { email, password } } });
  expect(response.status(), await response.text()).toBe(200);
  return `Bearer ${(await response.json()).token}`;
}

/** The demo teacher's session per server, signed in once per worker (as the browser tests' stored sign-ins). */
const teacherTokens = new Map<string, string>();

/**
 * The demo teacher's `Authorization` header on the request's server. The tests of a run all come from one address,
 * so signing the one teacher in for every test would make their sign-ins overlap and trip the sign-in throttle,
 * which counts an attempt before its password is checked; a session still good is used again instead.
 */
export async function teacherToken(request: APIRequestContext) {
  const server = new URL((await request.get("/healthz")).url()).origin;
  const kept = teacherTokens.get(server);
  if (kept && (await request.get("/api/v1/teacher/courses", { headers: { Authorization: kept } })).ok()) return kept;
  const response = await request.post("/api/v1/teacher/signin", {
    data: { cred: { email: demoTeacher.email, password: demoTeacher.password }, teacher_code: demoTeacher.code },
  });
  expect(response.status(), await response.text()).toBe(200);
  const token = `Bearer ${(await response.json()).token}`;
  teacherTokens.set(server, token);
  return token;
}

/** Permits registered students in a subject, as the teacher's 'Permit' does (API). */
export async function permitStudents(
  request: APIRequestContext,
  teacher: { Authorization: string },
  subjectId: number,
  ids: number[],
) {
  const permitted = await request.post("/api/v1/teacher/admit_students", {
    headers: teacher,
    data: { ids, subjectId },
  });
  expect(permitted.status()).toBe(200);
}

/**
 * A batch with one subject (and `moreSubjects`) and some students registered in all of them, made over the API
 * to set up a browser test quickly. The teacher has permitted them, as in a running batch; `{ waiting: true }`
 * leaves them registered, waiting for that.
 */
export async function batchWithStudents(
  request: APIRequestContext,
  subjectName: string,
  firstNames: string[],
  { waiting = false, moreSubjects = [] as string[] } = {},
) {
  const teacher = { Authorization: await teacherToken(request) };
  const batchName = uniqueName(`${subjectName} batch`);
  const created = await request.post("/api/v1/teacher/batch", {
    headers: teacher,
    data: { batch: { batch_name: batchName, duration: 12 } },
  });
  const batchId = (await created.json()).batch.id as number;
  const subjectIds: number[] = [];
  for (const name of [subjectName, ...moreSubjects]) {
    const subject = await request.post(`/api/v1/teacher/subject/${batchId}`, {
      headers: teacher,
      data: { subject: name },
    });
    expect(subject.status()).toBe(201);
    subjectIds.push((await subject.json()).subject.id as number);
  }
  const students = [];
  for (const firstName of firstNames) {
    const email = uniqueEmail(firstName.toLowerCase());
    const password = "student-password";
    const answer = await request.post("/api/v1/student/register", {
      data: { first_name: firstName, last_name: "Test", email, password, batch: { batchId, subjects: subjectIds } },
    });
    expect(answer.status()).toBe(201);
    students.push({ id: (await answer.json()).student.id as number, email, password, name: `${firstName} Test` });
  }
  if (!waiting && students.length > 0)
    for (const id of subjectIds)
      await permitStudents(
        request,
        teacher,
        id,
        students.map((student) => student.id),
      );
  return { teacher, batchId, batchName, subjectId: subjectIds[0], subjectIds, students };
}

/** Signs in as a browser does (a form post, a session cookie); returns the Cookie header. */
async function cookieFromSignIn(request: APIRequestContext, baseURL: string, form: Record<string, string>) {
  const signin = await request.post("/signin", { form, headers: { Origin: baseURL }, maxRedirects: 0 });
  const session = signin
    .headers()
    ["set-cookie"].split("\n")
    .find((cookie) => cookie.startsWith("session="));
  expect(session).toBeDefined();
  return session!.split(";")[0];
}

export const studentCookie = (
  request: APIRequestContext,
  baseURL: string,
  email = demoStudent.email,
  password = demoStudent.password,
) => cookieFromSignIn(request, baseURL, { as: "student", email, password });

export const teacherCookie = (request: APIRequestContext, baseURL: string) =>
  cookieFromSignIn(request, baseURL, {
    as: "teacher",
    email: demoTeacher.email,
    password: demoTeacher.password,
    teacher_code: demoTeacher.code,
  });

/** The hidden form token on a signed-in page, as a text browser would send it back. */
export async function formTokenOn(request: APIRequestContext, path: string, cookie: string) {
  // A reused keep-alive socket the server closed while idle resets the GET: it is sent again, as a browser does.
  const html = await (await request.get(path, { headers: { Cookie: cookie }, maxRetries: 1 })).text();
  const token = /name="_token" value="([^"]+)"/.exec(html)?.[1];
  expect(token).toBeTruthy();
  return token!;
}
