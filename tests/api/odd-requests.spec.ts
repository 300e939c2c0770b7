import { expect, test } from "@playwright/test";
import { batchWithStudents, teacherToken } from "../support/api";

test("an id is digits without a leading zero: ' 1', '0x10', '1e1' and '01' name nothing", async ({ request }) => {
  const { teacher, batchId, subjectId } = await batchWithStudents(request, "Strict ids", ["Dev"]);
  const page = await request.get(`/teacher/course/${batchId}`, { headers: teacher, maxRedirects: 0 });
  expect(page.status()).toBe(200);
  const api = await request.get(`/api/v1/teacher/course/${batchId}`, { headers: teacher });
  expect(api.status()).toBe(200);

  for (const odd of [`%20${batchId}`, `0${batchId}`, `0x${batchId.toString(16)}`, `${batchId}e0`, `${batchId}.0`]) {
    const oddPage = await request.get(`/teacher/course/${odd}`, { headers: teacher, maxRedirects: 0 });
    expect(oddPage.status(), `page ${odd}`).toBe(404);
    const oddApi = await request.get(`/api/v1/teacher/course/${odd}`, { headers: teacher });
    expect(oddApi.status(), `API ${odd}`).toBe(400);
    expect((await oddApi.json()).message).toBe("Invalid batch id");
  }

  // In a JSON body, a number is an id and so is its plain text; any other way of writing it is not.
  for (const [batch_id, status] of [
    [batchId, 201],
    [String(batchId), 201],
    [` ${batchId}`, 400],
    [`0${batchId}`, 400],
    [`0x${batchId.toString(16)}`, 400],
  ] as const) {
    const made = await request.post("/api/v1/test/newTest", {
      headers: teacher,
      data: { test_name: `Ids ${batch_id}`, batch_id, subject_id: subjectId, date: "2026-11-20" },
    });
    expect(made.status(), JSON.stringify(batch_id)).toBe(status);
  }
});

test("moving a topper or plan that does not exist answers 404 with a message, not 500", async ({ request }) => {
  const teacher = { Authorization: await teacherToken(request) };
  for (const intent of ["topper", "plan"]) {
    const response = await request.post("/teacher/site", {
      headers: teacher,
      form: { intent, id: "999999", direction: "up" },
      maxRedirects: 0,
    });
    expect(response.status(), intent).toBe(404);
    expect(await response.text()).toContain(
      `This ${intent === "topper" ? "topper" : "pricing plan"} is no longer on the site.`,
    );
  }
});
