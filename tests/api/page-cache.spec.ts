import { expect, test } from "@playwright/test";
import { batchWithStudents, formTokenOn, studentCookie } from "../support/api";
import { uniqueName } from "../support/people";

// Student and visitor pages are kept and served again until the data changes (decision 071). These are
// the ways a kept page could show something it must not: each is asked right after the page was kept.

test("a change the teacher makes shows on the next visit to a kept page", async ({ request }) => {
  const { teacher, batchId, batchName } = await batchWithStudents(request, "Geography", []);
  expect(await (await request.get("/register")).text()).toContain(batchName);
  expect(await (await request.get("/register")).text()).toContain(batchName);
  const renamed = uniqueName("Geography renamed");
  const patched = await request.patch(`/api/v1/teacher/batches/${batchId}`, {
    headers: teacher,
    data: { batch_name: renamed, duration: 12 },
  });
  expect(patched.status()).toBe(200);
  const after = await (await request.get("/register")).text();
  expect(after).toContain(renamed);
  expect(after).not.toContain(batchName);
});

test("each student gets their own kept dashboard", async ({ request }) => {
  const { students } = await batchWithStudents(request, "Botany", ["Asha", "Ravi"]);
  for (const student of students) {
    const signin = await request.post("/api/v1/student/signin", {
      data: { cred: { email: student.email, password: student.password } },
    });
    const headers = { Authorization: `Bearer ${(await signin.json()).token}` };
    for (let visit = 0; visit < 2; visit++) {
      const page = await (await request.get("/dashboard", { headers })).text();
      expect(page).toContain(student.name);
    }
  }
});

test("after logout the same cookie gets the sign-in page, not the kept dashboard", async ({ request, baseURL }) => {
  const cookie = await studentCookie(request, baseURL!);
  const dashboard = () => request.get("/dashboard", { headers: { Cookie: cookie }, maxRedirects: 0 });
  expect((await dashboard()).status()).toBe(200);
  expect((await dashboard()).status()).toBe(200);
  const token = await formTokenOn(request, "/dashboard", cookie);
  const logout = await request.post("/logout", {
    headers: { Cookie: cookie },
    form: { _token: token },
    maxRedirects: 0,
  });
  expect(logout.status()).toBe(302);
  const after = await dashboard();
  expect(after.status()).toBe(302);
  expect(after.headers().location).toContain("/signin");
});

test("a message meant for the next page is shown on it even when that page was kept", async ({ request }) => {
  const toasts = (html: string) => /<div class="toasts"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? "";
  for (let visit = 0; visit < 2; visit++) {
    expect(toasts(await (await request.get("/forgot-password?sent")).text())).toBe("");
  }
  // The request context keeps the flash cookie of the redirect and sends it to the page, as a browser does.
  const answer = await request.post("/forgot-password", { form: { email: "nobody-at-all@example.com" } });
  expect(answer.url()).toContain("/forgot-password?sent");
  expect(toasts(await answer.text())).toContain("If an account exists for that e-mail");
});
