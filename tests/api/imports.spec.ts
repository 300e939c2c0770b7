import { type APIRequestContext, expect, test } from "@playwright/test";
import { batchWithStudents, teacherToken } from "../support/api";
import { uniqueMobile } from "../support/families";
import { uniqueName } from "../support/people";
import { csvText, workbookBytes } from "../support/spreadsheets";

// Issue 38's import calls: upload, preview, mapping, commit; every bad file a clear 4xx, never a 500.

type Headers = { Authorization: string };

const upload = (
  request: APIRequestContext,
  headers: Headers,
  kind: string,
  name: string,
  buffer: Buffer,
  mimeType = "text/csv",
) => request.post("/api/v1/teacher/imports", { headers, multipart: { kind, file: { name, mimeType, buffer } } });

// Students are matched by mobile too: each file's students have mobiles of their own.
const [arjunMobile, diyaMobile] = [uniqueMobile(), uniqueMobile()];
const studentsFile = (batch: string, tag: string) =>
  csvText([
    ["Class", "Roll No", "Student Name", "Email", "Mobile No", "Father's name", "Father's mobile"],
    [batch, 1, "Arjun Rao", `arjun.${tag}@api-import.test`, arjunMobile, "Vikram Rao", "+91-98765-22222"],
    [batch, 2, "Diya Rao", `diya.${tag}@api-import.test`, `0${diyaMobile}`, "Vikram Rao", "98765 22222"],
  ]);

test("upload, preview and commit a students' file; the same file again adds nothing", async ({ request }) => {
  const headers = { Authorization: await teacherToken(request) };
  const batch = uniqueName("Import API");
  const tag = batch.replace(/\W+/g, "").toLowerCase();
  const sent = await upload(request, headers, "students", "students.csv", Buffer.from(studentsFile(batch, tag)));
  expect(sent.status(), await sent.text()).toBe(201);
  const preview = await sent.json();
  expect(preview).toMatchObject({
    kind: "students",
    headings: ["Class", "Roll No", "Student Name", "Email", "Mobile No", "Father's name", "Father's mobile"],
    columns: ["batch", "roll_no", "name", "email", "mobile", "guardian_name", "guardian_mobile"],
    missing: [],
    problems: 0,
    new_rows: 2,
  });
  const again = await request.get(`/api/v1/teacher/imports/${preview.upload_id}`, { headers });
  expect((await again.json()).rows).toHaveLength(2);

  const committed = await request.post(`/api/v1/teacher/imports/${preview.upload_id}/commit`, { headers });
  expect(committed.status(), await committed.text()).toBe(200);
  expect(await committed.json()).toMatchObject({ added: 2, existing: 0 });
  const gone = await request.get(`/api/v1/teacher/imports/${preview.upload_id}`, { headers });
  expect(gone.status()).toBe(404);

  const listed = await request.get(`/api/v1/teacher/students?q=${encodeURIComponent(`arjun.${tag}`)}`, { headers });
  expect(JSON.stringify(await listed.json())).toContain("Vikram Rao");

  const second = await (
    await upload(request, headers, "students", "students.csv", Buffer.from(studentsFile(batch, tag)))
  ).json();
  expect(second).toMatchObject({ new_rows: 0, existing_rows: 2 });
  const twice = await request.post(`/api/v1/teacher/imports/${second.upload_id}/commit`, { headers });
  expect(await twice.json()).toMatchObject({ added: 0, existing: 2 });
});

test("a cell with a problem is named at its field, and the commit saves nothing (400)", async ({ request }) => {
  const headers = { Authorization: await teacherToken(request) };
  const batch = uniqueName("Import API bad");
  const file = csvText([
    ["Batch", "Name", "Email", "Mobile"],
    [batch, "Ok Student", "ok.bad@api-import.test", uniqueMobile()],
    [batch, "Bad Student", "not-an-email", "12345"],
  ]);
  const preview = await (await upload(request, headers, "students", "bad.csv", Buffer.from(file))).json();
  expect(preview.rows[1]).toMatchObject({
    line: 3,
    problems: { email: "Not an e-mail address", mobile: "Not a mobile number: 10 digits, e.g. 98765 43210" },
  });
  const refused = await request.post(`/api/v1/teacher/imports/${preview.upload_id}/commit`, { headers });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toMatch(/Nothing was imported/);
  const listed = await request.get("/api/v1/teacher/students?q=ok.bad", { headers });
  expect(JSON.stringify(await listed.json())).not.toContain("ok.bad@api-import.test");
});

test("columns chosen by hand fill a missing required column; an .xlsx workbook is read", async ({ request }) => {
  const headers = { Authorization: await teacherToken(request) };
  const batch = uniqueName("Import API map");
  const bytes = await workbookBytes({
    Sheet1: [
      ["Kaksha", "Naam", "Email"],
      [batch, "Neha Gupta", "neha.map@api-import.test"],
    ],
  });
  const sent = await upload(
    request,
    headers,
    "students",
    "map.xlsx",
    bytes,
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  const preview = await sent.json();
  expect(preview.missing).toEqual(["Batch", "Name"]);
  const refused = await request.post(`/api/v1/teacher/imports/${preview.upload_id}/commit`, { headers });
  expect(refused.status()).toBe(400);
  const mapped = await request.post(`/api/v1/teacher/imports/${preview.upload_id}`, {
    headers,
    data: { columns: ["batch", "name", "email"] },
  });
  expect(await mapped.json()).toMatchObject({ missing: [], problems: 0, new_rows: 1 });
  const unknown = await request.post(`/api/v1/teacher/imports/${preview.upload_id}`, {
    headers,
    data: { columns: ["batch", "shoe_size", "email"] },
  });
  expect(unknown.status()).toBe(400);
});

test("bad files are refused with a clear message: not a spreadsheet, empty, too large, no kind", async ({
  request,
}) => {
  const headers = { Authorization: await teacherToken(request) };
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const cases: [string, Buffer, number, RegExp][] = [
    ["students", png, 400, /not a spreadsheet/],
    ["students", Buffer.from("Batch,Name,Email\n"), 400, /no rows/],
    ["students", Buffer.from(`Batch,Name\n${"x,y\n".repeat(300_000)}`), 413, /larger than 1 MB/],
    ["shoes", Buffer.from("Batch,Name\nA,B\n"), 400, /Choose what the file holds/],
  ];
  for (const [kind, buffer, status, message] of cases) {
    const answer = await upload(request, headers, kind, "file.csv", buffer);
    expect(answer.status(), kind).toBe(status);
    expect((await answer.json()).message).toMatch(message);
  }
  const none = await request.post("/api/v1/teacher/imports", { headers, multipart: { kind: "students" } });
  expect(none.status()).toBe(400);
  expect((await none.json()).message).toMatch(/Choose a CSV or Excel file/);
  const stranger = await request.post("/api/v1/teacher/imports", { multipart: { kind: "students" } });
  expect(stranger.status()).toBe(401);
});

test("fees with what was paid before: the fee account's paid_before, counted in paid and balance, with no receipt", async ({
  request,
}) => {
  const { students, teacher } = await batchWithStudents(request, "Paid before API", ["Ira"]);
  const [ira] = students;
  const file = csvText([
    ["Email", "Plan", "Total", "Instalments", "Amount paid"],
    [ira.email, "Year fee", "₹10,000", "5,000 by 01/04/2026; 5,000 by 01/04/2099", "₹6,000"],
  ]);
  const preview = await (await upload(request, teacher, "fees", "fees.csv", Buffer.from(file))).json();
  expect(preview).toMatchObject({ problems: 0, new_rows: 1 });
  const committed = await request.post(`/api/v1/teacher/imports/${preview.upload_id}/commit`, { headers: teacher });
  expect(committed.status(), await committed.text()).toBe(200);
  const { account } = await (await request.get(`/api/v1/teacher/fees/students/${ira.id}`, { headers: teacher })).json();
  expect(account).toMatchObject({
    paid_before: { paise: 600_000 },
    paid: { paise: 600_000 },
    balance: { paise: 400_000 },
    payments: [],
  });
});
