import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";

// 'Publish results' and 'Unpublish' post to their own addresses (…/tests/{testId}/publish, …/unpublish);
// a publish form of an older Tests page, which posted to the page itself, is sent on there with its body.

test("publishing has its own addresses, and an old publish form on the Tests page still publishes", async ({
  request,
}) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Publish forms", ["Dia"]);
  const made = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Publish test", batch_id: batchId, subject_id: subjectId, date: "2026-11-24" },
  });
  const testId = (await made.json()).test.id as number;
  await request.post(`/api/v1/test/marks/${testId}`, {
    headers: teacher,
    data: { results: [{ student_id: students[0].id, marks: 9, attempted: true }] },
  });
  const tests = `/teacher/test/${batchId}/${subjectId}`;
  const published = async () => {
    const overview = await (
      await request.get(`/api/v1/test/details/${batchId}/${subjectId}`, { headers: teacher })
    ).json();
    return overview.tests[0].published as boolean;
  };
  const post = (path: string, form: Record<string, string> = {}) =>
    request.post(path, { headers: teacher, form, maxRedirects: 0 });

  const publish = await post(`${tests}/tests/${testId}/publish`);
  expect(publish.status()).toBe(302);
  expect(publish.headers().location).toBe(`${tests}?test=${testId}`);
  expect(await published()).toBe(true);

  const unpublish = await post(`${tests}/tests/${testId}/unpublish`);
  expect(unpublish.status()).toBe(302);
  expect(await published()).toBe(false);

  // The old form: the Tests page answers 307, so the browser sends the same post to the new address.
  const old = await post(`${tests}?test=${testId}`, { intent: "publish" });
  expect(old.status()).toBe(307);
  expect(old.headers().location).toBe(`${tests}/tests/${testId}/publish`);
  expect(await published()).toBe(false);
  expect((await request.post(`${tests}?test=${testId}`, { headers: teacher, form: { intent: "publish" } })).ok()).toBe(
    true,
  );
  expect(await published()).toBe(true);

  // A test that is not there is not found.
  expect((await post(`${tests}/tests/${testId + 100000}/publish`)).status()).toBe(404);
});
