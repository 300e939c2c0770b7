import { type APIResponse, expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { jsonShape } from "../support/json-shape";
import { uniqueEmail } from "../support/people";

// The contract of every enquiry call under /api/v1: its status and the names and types of every field it answers,
// pinned in a snapshot beside this file, as the fee calls' contract is.
test.describe.configure({ timeout: 120_000 });

type Contract = Record<string, { status: number; body: unknown }>;

async function record(contract: Contract, call: string, response: APIResponse) {
  const text = await response.text();
  contract[call] = { status: response.status(), body: text ? jsonShape(JSON.parse(text)) : "empty" };
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read as the API documents it; its shape is what is checked
  return (text ? JSON.parse(text) : {}) as Record<string, any>;
}

test("enquiry calls: the public form, the list, stages, notes, 'Admit' and the month's report", async ({ request }) => {
  const contract: Contract = {};
  const { teacher, batchId, subjectId } = await batchWithStudents(request, "Admissions", []);
  const form = await record(contract, "GET /enquire", await request.get("/api/v1/enquire"));
  const visitor = { name: "Contract Visitor", mobile: "9876512345", form_time: form.form_time, website: "" };
  await record(contract, "POST /enquire (too fast)", await request.post("/api/v1/enquire", { data: visitor }));
  await new Promise((resolve) => setTimeout(resolve, 3100));
  await record(contract, "POST /enquire", await request.post("/api/v1/enquire", { data: visitor }));

  const made = await record(
    contract,
    "POST /teacher/enquiries",
    await request.post("/api/v1/teacher/enquiries", {
      headers: teacher,
      data: { name: "Contract Caller", mobile: "9876554321", source: "phone", batch_id: batchId },
    }),
  );
  await record(
    contract,
    "POST /teacher/enquiries (bad input)",
    await request.post("/api/v1/teacher/enquiries", { headers: teacher, data: { name: "", source: "tv" } }),
  );
  await record(
    contract,
    "GET /teacher/enquiries",
    await request.get("/api/v1/teacher/enquiries?source=phone", { headers: teacher }),
  );
  const at = `/api/v1/teacher/enquiries/${made.enquiry.id}`;
  await record(
    contract,
    "PATCH /teacher/enquiries/{id}",
    await request.patch(at, { headers: teacher, data: { stage: "contacted", follow_up_on: "2026-12-05" } }),
  );
  await record(
    contract,
    "POST /teacher/enquiries/{id}/notes",
    await request.post(`${at}/notes`, { headers: teacher, data: { text: "Called back" } }),
  );
  await record(contract, "GET /teacher/enquiries/{id}", await request.get(at, { headers: teacher }));
  const admission = {
    first_name: "Contract",
    last_name: "Student",
    email: uniqueEmail("contract-admit"),
    batch_id: batchId,
    subjects: [subjectId],
    guardian_name: "Contract Guardian",
    guardian_relation: "father",
    guardian_mobile: "9876554321",
  };
  await record(
    contract,
    "POST /teacher/enquiries/{id}/admit",
    await request.post(`${at}/admit`, { headers: teacher, data: admission }),
  );
  await record(
    contract,
    "POST /teacher/enquiries/{id}/admit (again)",
    await request.post(`${at}/admit`, { headers: teacher, data: admission }),
  );
  const month = new Date().toISOString().slice(0, 7);
  await record(
    contract,
    "GET /teacher/enquiries/report",
    await request.get(`/api/v1/teacher/enquiries/report?month=${month}`, { headers: teacher }),
  );
  expect(`${JSON.stringify(contract, null, 2)}\n`).toMatchSnapshot("enquiries.json");
});
