import { type APIRequestContext, expect, test } from "@playwright/test";
import { batchWithStudents, studentToken } from "../support/api";

// A batch goes on a fee plan in one call: a list of students, or the whole batch; those already on a plan keep it.

type Headers = { Authorization: string };

async function planFor(request: APIRequestContext, teacher: Headers, batchId: number) {
  const answer = await request.post("/api/v1/teacher/fees/plans", {
    headers: teacher,
    data: {
      name: "Term fee",
      batch_id: batchId,
      total: "9,000",
      instalments: [
        { amount: "4500", due_on: "2027-01-15" },
        { amount: "4500", due_on: "2027-03-15" },
      ],
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).plan.id as number;
}

const putMany = (request: APIRequestContext, headers: Headers | undefined, data: unknown) =>
  request.post("/api/v1/teacher/fees/accounts/many", { headers, data });

const planOf = async (request: APIRequestContext, teacher: Headers, studentId: number) =>
  (await (await request.get(`/api/v1/teacher/fees/students/${studentId}`, { headers: teacher })).json()).account?.plan
    .id ?? null;

test("puts listed students, then the whole batch, on a plan; sent again it adds nobody", async ({ request }) => {
  const { teacher, batchId, students } = await batchWithStudents(request, "Many", ["Anil", "Bela", "Charu"]);
  const [anil, bela, charu] = students;
  const planId = await planFor(request, teacher, batchId);

  const listed = await putMany(request, teacher, { plan_id: planId, student_ids: [anil.id, anil.id] });
  expect(listed.status()).toBe(200);
  expect(await listed.json()).toMatchObject({
    added: 1,
    kept: 0,
    message: "Term fee: 1 added, 0 already on a plan kept",
  });

  const whole = await putMany(request, teacher, { plan_id: planId });
  expect(await whole.json()).toMatchObject({ added: 2, kept: 1 });
  for (const student of [anil, bela, charu]) expect(await planOf(request, teacher, student.id)).toBe(planId);
  const account = (await (await request.get(`/api/v1/teacher/fees/students/${bela.id}`, { headers: teacher })).json())
    .account;
  expect(account.instalments.map((row: { amount: { paise: number } }) => row.amount.paise)).toEqual([450000, 450000]);

  const again = await putMany(request, teacher, { plan_id: planId });
  expect(await again.json()).toMatchObject({
    added: 0,
    kept: 3,
    message: "Term fee: 0 added, 3 already on a plan kept",
  });
});

test("refuses what is not its to do, and changes nothing", async ({ request }) => {
  const { teacher, batchId, students } = await batchWithStudents(request, "Refused", ["Dev", "Esha"]);
  const other = await batchWithStudents(request, "Elsewhere", ["Farah"]);
  const planId = await planFor(request, teacher, batchId);
  const [dev] = students;

  const stranger = await putMany(request, teacher, { plan_id: planId, student_ids: [dev.id, other.students[0].id] });
  expect(stranger.status()).toBe(400);
  expect((await stranger.json()).message).toBe(`These are not students of the plan's batch: ${other.students[0].id}`);
  expect(await planOf(request, teacher, dev.id)).toBeNull();

  for (const [data, message] of [
    [{ plan_id: planId, student_ids: [] }, "List at least one student, or leave the list out for the whole batch"],
    [{ plan_id: planId, student_ids: "all" }, "Give the students as a list of ids"],
    [{ plan_id: planId, student_ids: [0] }, "Student is not valid"],
    [{ student_ids: [dev.id] }, "Plan is not valid"],
  ] as const) {
    const answer = await putMany(request, teacher, data);
    expect(answer.status(), JSON.stringify(data)).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain(message);
  }
  expect((await putMany(request, teacher, { plan_id: 99_999_999 })).status()).toBe(404);

  expect((await putMany(request, undefined, { plan_id: planId })).status()).toBe(401);
  const student = { Authorization: await studentToken(request, dev.email, dev.password) };
  expect((await putMany(request, student, { plan_id: planId })).status()).toBe(403);

  await request.post(`/api/v1/teacher/fees/plans/${planId}/retire`, { headers: teacher });
  const retired = await putMany(request, teacher, { plan_id: planId });
  expect(retired.status()).toBe(400);
  expect(await planOf(request, teacher, dev.id)).toBeNull();
});
