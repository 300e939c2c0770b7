import { expect, test } from "@playwright/test";
import { batchWithStudents, studentToken } from "../support/api";

/** A guardian with a parent link, made over the API: the teacher's header, the ids, and the link's token. */
async function guardianWithLink(request: Parameters<typeof batchWithStudents>[0]) {
  const { teacher, students } = await batchWithStudents(request, "Methods", ["Meena"]);
  const studentId = students[0].id;
  const guardian = await request.post(`/api/v1/students/${studentId}/guardians`, {
    headers: teacher,
    data: { name: "Mohan", relation: "father", mobile: "9876543210" },
  });
  const guardianId = (await guardian.json()).guardian.id as number;
  const link = await request.post(`/api/v1/students/${studentId}/guardians/${guardianId}/parent-link`, {
    headers: teacher,
  });
  const token = new URL((await link.json()).link).pathname.split("/").pop() as string;
  return { teacher, studentId, guardianId, token };
}

test("a method an address does not take is 405 with Allow, and changes nothing", async ({ request }) => {
  const { teacher, batchId } = await batchWithStudents(request, "Methods", []);
  const created = await request.post("/api/v1/teacher/announcements", {
    headers: teacher,
    data: { title: "Not pinned", text: "x", audience: `batch:${batchId}` },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).announcement.id as number;
  const cases: [string, string, string][] = [
    ["DELETE", `/api/v1/teacher/announcements/${id}/pin`, "POST"],
    ["PUT", "/api/v1/teacher/fees/upi-reports/1/confirm", "POST"],
    ["GET", "/api/v1/teacher/batch", "POST"],
    ["POST", "/api/v1/teacher/courses", "GET, HEAD"],
    ["POST", `/api/v1/teacher/announcements/${id}`, "GET, HEAD, PATCH, DELETE"],
    ["PUT", "/api/v1/test/marks/1", "POST"],
    ["POST", "/api/v1/test/updateResult/1", "PUT"],
    ["PUT", "/language", "GET, HEAD, POST"],
    ["DELETE", "/teacher/announcements", "GET, HEAD, POST"],
    ["POST", "/privacy", "GET, HEAD"],
  ];
  for (const [method, path, allow] of cases) {
    const response = await request.fetch(path, { method, headers: teacher });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers().allow, `${method} ${path}`).toBe(allow);
  }
  const api = await request.fetch(`/api/v1/teacher/announcements/${id}/pin`, { method: "PUT", headers: teacher });
  expect(await api.json()).toMatchObject({ valid: false, message: expect.stringContaining("Allow") });
  const kept = await (await request.get(`/api/v1/teacher/announcements/${id}`, { headers: teacher })).json();
  expect(kept.announcement.pinned).toBe(false);
  // An address no route claims stays a 404, whatever the method.
  expect((await request.fetch("/api/v1/no/such/thing", { method: "PUT", headers: teacher })).status()).toBe(404);
});

test("the language switch returns only to a path on this site, whatever `back` holds", async ({ request }) => {
  const cases: [string, string][] = [
    ["/हिन्दी?q=गणित", "/%E0%A4%B9%E0%A4%BF%E0%A4%A8%E0%A5%8D%E0%A4%A6%E0%A5%80?q=%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4"],
    ["/privacy\u0000", "/"],
    ["/privacy\u0007x", "/"],
    ["/a\u007fb", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["/terms?x=1#top", "/terms?x=1#top"],
  ];
  for (const [back, location] of cases) {
    const response = await request.post("/language", { form: { lang: "hi", back }, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(back)).toBe(303);
    expect(response.headers().location, JSON.stringify(back)).toBe(location);
  }
});

test("the parent-link form refuses an intent it does not have, prototype keys included, with 400", async ({
  request,
}) => {
  const { teacher, studentId, guardianId, token } = await guardianWithLink(request);
  const page = `/teacher/students/${studentId}/guardians/${guardianId}/parent-link`;
  for (const intent of ["__proto__", "constructor", "toString", "hasOwnProperty", "nothing"]) {
    const response = await request.post(page, { headers: teacher, form: { intent }, maxRedirects: 0 });
    expect(response.status(), intent).toBe(400);
    expect(await response.text(), intent).toContain("Choose one of the buttons.");
  }
  // The link still works: nothing was revoked or replaced.
  expect((await request.get(`/family/${token}`)).status()).toBe(200);
});

test("the guardian dialog's one button is 'Remove'; any other intent is 400 and the guardian stays", async ({
  request,
}) => {
  const { teacher, studentId, guardianId } = await guardianWithLink(request);
  const page = `/teacher/students/${studentId}/guardians/${guardianId}`;
  // The fields of a good save ride along: an unknown intent must not save them either.
  const fields = { name: "Changed", relation: "father", mobile: "9876543210" };
  for (const intent of ["__proto__", "toString", "nothing"]) {
    const response = await request.post(page, { headers: teacher, form: { intent, ...fields }, maxRedirects: 0 });
    expect(response.status(), intent).toBe(400);
    expect(await response.text(), intent).toContain("Choose one of the buttons.");
  }
  const guardians = `/api/v1/students/${studentId}/guardians`;
  expect((await (await request.get(guardians, { headers: teacher })).json()).guardians).toMatchObject([
    { id: guardianId, name: "Mohan" },
  ]);
  const removed = await request.post(page, { headers: teacher, form: { intent: "remove" }, maxRedirects: 0 });
  expect(removed.status()).toBe(302);
  expect(removed.headers().location).toBe(`/teacher/students/${studentId}`);
  expect((await (await request.get(guardians, { headers: teacher })).json()).guardians).toEqual([]);
});

test("the announcements' and the fee page's buttons refuse an intent they do not have with 400, changing nothing", async ({
  request,
}) => {
  const { teacher, batchId } = await batchWithStudents(request, "Intents", []);
  const created = await request.post("/api/v1/teacher/announcements", {
    headers: teacher,
    data: { title: "Stays unpinned", text: "x", audience: `batch:${batchId}` },
  });
  const id = (await created.json()).announcement.id as number;
  for (const page of ["/teacher/announcements", "/teacher/fees"]) {
    for (const intent of ["__proto__", "toString", "nothing"]) {
      const response = await request.post(page, {
        headers: teacher,
        form: { intent, id: String(id) },
        maxRedirects: 0,
      });
      expect(response.status(), `${page} ${intent}`).toBe(400);
      expect(await response.text(), `${page} ${intent}`).toContain("Choose one of the buttons.");
    }
  }
  const kept = await (await request.get(`/api/v1/teacher/announcements/${id}`, { headers: teacher })).json();
  expect(kept.announcement.pinned).toBe(false);
});

test("'Send reminder now' refused (a student on no plan) goes back to the student's page, not a fault", async ({
  request,
}) => {
  const { teacher, students } = await batchWithStudents(request, "Remind", ["Ravi"]);
  const page = `/teacher/students/${students[0].id}`;
  const response = await request.post(`${page}/fees/remind`, { headers: teacher, form: {}, maxRedirects: 0 });
  expect([302, 303]).toContain(response.status());
  expect(response.headers().location).toBe(page);
});

test("a parent link in any letter case carries the capability headers", async ({ request }) => {
  const { token } = await guardianWithLink(request);
  for (const path of [`/family/${token}`, `/FAMILY/${token}`, `/Family/${token}`, `/API/V1/FAMILY/${token}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toContain("no-store");
    // No referrer to other sites; its own 'I have paid' form posts with this site's Origin (decision 188).
    expect(response.headers()["referrer-policy"], path).toBe("same-origin");
    expect(response.headers()["x-robots-tag"], path).toContain("noindex");
  }
  for (const path of ["/THANKS/no-such-booking"]) {
    expect((await request.get(path)).headers()["referrer-policy"], path).toBe("no-referrer");
  }
});

test("a forged form (a word where a list of rows belongs) comes back refused, not as a fault", async ({ request }) => {
  const { teacher, batchId, subjectId } = await batchWithStudents(request, "Forged", ["Farah"]);
  const page = `/teacher/test/${batchId}/${subjectId}/roll-numbers`;
  const response = await request.post(page, { headers: teacher, form: { students: "2026-02-30" }, maxRedirects: 0 });
  expect(response.status()).toBe(400);
});

test("a student opening an online test that is not theirs is refused, not a fault", async ({ request }) => {
  const { teacher, batchId, subjectId } = await batchWithStudents(request, "Not theirs", []);
  const made = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Theirs", batch_id: batchId, subject_id: subjectId, date: "2026-11-20", max_marks: 10 },
  });
  const testId = (await made.json()).test.id as number;
  const student = { Authorization: await studentToken(request) };
  for (const path of [`/test/${testId}/attempt`, `/test/${testId}/submit`]) {
    const read = await request.get(path, { headers: student, maxRedirects: 0 });
    expect(read.status(), `GET ${path}`).toBeLessThan(500);
  }
  const sent = await request.post(`/test/${testId}/submit`, { headers: student, form: {}, maxRedirects: 0 });
  expect([403, 404]).toContain(sent.status());
});
