import { expect, test } from "@playwright/test";
import { studentToken, teacherToken } from "../support/api";
import { DEMO_BATCH, demoStudent, demoTeacher, uniqueEmail, uniqueName } from "../support/people";

test.describe("sign-in", () => {
  test("a student gets a token, role, name and batch", async ({ request }) => {
    const response = await request.post("/api/v1/student/signin", {
      data: { cred: { email: demoStudent.email, password: demoStudent.password } },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ valid: true, role: "student", user: demoStudent.name, message: expect.any(String) });
    expect(body.token).toMatch(/^[a-z2-7]{32}$/);
    expect(body.batch_id).toBeGreaterThan(0);
  });

  test("a teacher gets role admin and batch -1", async ({ request }) => {
    const response = await request.post("/api/v1/teacher/signin", {
      data: { cred: { email: demoTeacher.email, password: demoTeacher.password, teacher_code: demoTeacher.code } },
    });
    expect(await response.json()).toMatchObject({ valid: true, role: "admin", batch_id: -1 });
  });

  test("wrong credentials get 401 and valid false", async ({ request }) => {
    const response = await request.post("/api/v1/student/signin", {
      data: { cred: { email: demoStudent.email, password: "wrong-password" } },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ valid: false, message: "Invalid email or password" });
  });

  test("a teacher without the code gets 400 with the field named", async ({ request }) => {
    const response = await request.post("/api/v1/teacher/signin", {
      data: { cred: { email: demoTeacher.email, password: demoTeacher.password } },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).errors.teacher_code).toEqual(["Teacher code is required"]);
  });

  for (const [label, body, contentType] of [
    ["not JSON", "email=x", "application/x-www-form-urlencoded"],
    ["broken JSON", "{", "application/json"],
    ["a JSON array", "[]", "application/json"],
    ["no cred", "{}", "application/json"],
  ] as const) {
    test(`${label} gets 400, never 500`, async ({ request }) => {
      const response = await request.post("/api/v1/student/signin", {
        data: body,
        headers: { "Content-Type": contentType },
      });
      expect(response.status()).toBe(400);
      expect((await response.json()).valid).toBe(false);
    });
  }
});

test.describe("student details", () => {
  test("needs a token", async ({ request }) => {
    expect((await request.get("/api/v1/student/details/")).status()).toBe(401);
    const bad = await request.get("/api/v1/student/details/", { headers: { Authorization: "Bearer nope" } });
    expect(bad.status()).toBe(401);
  });

  test("answers the batch and registered subjects", async ({ request }) => {
    const response = await request.get("/api/v1/student/details/", {
      headers: { Authorization: await studentToken(request) },
    });
    const body = await response.json();
    expect(body).toMatchObject({ valid: true, student: true, permitted: true, batch: { batch_name: DEMO_BATCH } });
    expect(body.subs.map((s: { subject_name: string }) => s.subject_name)).toEqual(["Maths", "Science"]);
  });

  test("is for students only", async ({ request }) => {
    const response = await request.get("/api/v1/student/details/", {
      headers: { Authorization: await teacherToken(request) },
    });
    expect(response.status()).toBe(403);
  });
});

test.describe("registration", () => {
  test("lists batches and subjects", async ({ request }) => {
    const body = await (
      await request.get(`/api/v1/student/batches/subjects?q=${encodeURIComponent(DEMO_BATCH)}`)
    ).json();
    const batch = body.batches.find((b: { batch_name: string }) => b.batch_name === DEMO_BATCH);
    expect(batch).toBeDefined();
    expect(body.subjects.filter((s: { batchId: number }) => s.batchId === batch.id)).toHaveLength(2);
  });

  test("registers a student, then refuses the same e-mail with 409", async ({ request }) => {
    // The demo batch, which has subjects (batches other tests add may have none).
    const { batches, subjects } = await (
      await request.get(`/api/v1/student/batches/subjects?q=${encodeURIComponent(DEMO_BATCH)}`)
    ).json();
    const batchId = batches[0].id;
    const payload = {
      first_name: "Api",
      last_name: "Student",
      email: uniqueEmail("api"),
      password: "api-password",
      batch: {
        batchId,
        subjects: subjects.filter((s: { batchId: number }) => s.batchId === batchId).map((s: { id: number }) => s.id),
      },
    };
    const created = await request.post("/api/v1/student/register", { data: payload });
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({ valid: true, student: { email: payload.email } });

    const again = await request.post("/api/v1/student/register", { data: payload });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe("An account with this email already exists.");
  });

  test("bad input gets 400 with field errors", async ({ request }) => {
    const response = await request.post("/api/v1/student/register", {
      data: { first_name: "", email: "not-an-email", password: "short", batch: { batchId: "x", subjects: [] } },
    });
    expect(response.status()).toBe(400);
    const { errors } = await response.json();
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(["first_name", "email", "password", "batchId", "subjects"]),
    );
  });
});

test.describe("teacher batches and courses", () => {
  test("anonymous gets 401, a student 403", async ({ request }) => {
    const student = await studentToken(request);
    for (const call of [
      (headers: Record<string, string>) => request.get("/api/v1/teacher/courses", { headers }),
      (headers: Record<string, string>) =>
        request.post("/api/v1/teacher/batch", { headers, data: { batch: { batch_name: "X", duration: 12 } } }),
    ]) {
      expect((await call({})).status()).toBe(401);
      expect((await call({ Authorization: student })).status()).toBe(403);
    }
  });

  test("a teacher creates a batch that the course list then holds", async ({ request }) => {
    const headers = { Authorization: await teacherToken(request) };
    const name = uniqueName("API batch");
    const created = await request.post("/api/v1/teacher/batch", {
      headers,
      data: { batch: { batch_name: name, duration: 9 } },
    });
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({ valid: true, message: "Batch created successfully" });

    const courses = await (await request.get("/api/v1/teacher/courses", { headers })).json();
    expect(courses.courses).toContainEqual(expect.objectContaining({ batch_name: name, duration: 9 }));
    const withSubjects = await (await request.get("/api/v1/teacher/courses?q=Class", { headers })).json();
    expect(withSubjects.subjects[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        subject_name: expect.any(String),
        batchId: expect.any(Number),
      }),
    );
  });

  test("a bad batch gets 400 and creates nothing", async ({ request }) => {
    const headers = { Authorization: await teacherToken(request) };
    const before = (await (await request.get("/api/v1/teacher/courses", { headers })).json()).total;
    const response = await request.post("/api/v1/teacher/batch", {
      headers,
      data: { batch: { batch_name: "", duration: "twelve" } },
    });
    expect(response.status()).toBe(400);
    const after = (await (await request.get("/api/v1/teacher/courses", { headers })).json()).total;
    expect(after).toBe(before);
  });
});

test("cookie-authenticated changes from another site are refused", async ({ request, baseURL }) => {
  const signin = await request.post("/signin", {
    form: { as: "student", email: demoStudent.email, password: demoStudent.password },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  const cookie = signin
    .headers()
    ["set-cookie"].split("\n")
    .find((c) => c.startsWith("session="))!
    .split(";")[0];
  const forged = await request.post("/logout", {
    headers: { Cookie: cookie, Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  const own = await request.post("/logout", { headers: { Cookie: cookie, Origin: baseURL! }, maxRedirects: 0 });
  expect(own.status()).toBe(302);
});

test("the form endpoints answer bad input with 400 and the page", async ({ request, baseURL }) => {
  // Posted where the page's own form posts: the address carries the chosen batch and subject.
  const response = await request.post("/register?batch=1&subject=1", {
    form: { first_name: "", email: "x", password: "1", batchId: "1" },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Enter a valid email address");
});

test("healthz checks the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

test("five failed sign-ins for one e-mail lock it for a while with 429", async ({ request }) => {
  const email = uniqueEmail("locked");
  const attempt = () =>
    request.post("/api/v1/student/signin", { data: { cred: { email, password: "wrong-password" } } });
  for (let i = 0; i < 5; i++) expect((await attempt()).status()).toBe(401);
  const locked = await attempt();
  expect(locked.status()).toBe(429);
  expect((await locked.json()).message).toMatch(/Too many sign-in attempts/);
});
