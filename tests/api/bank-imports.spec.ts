import { type APIRequestContext, expect, test } from "@playwright/test";
import { teacherToken } from "../support/api";
import { docxBytes, omml, pngPicture } from "../support/docx";
import { uniqueName } from "../support/people";
import { csvText } from "../support/spreadsheets";

// The question import's calls: upload, preview, commit; a bad file a clear 400, a second commit a 404.

type Headers = { Authorization: string };

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const upload = (request: APIRequestContext, headers: Headers, name: string, buffer: Buffer, mimeType = DOCX) =>
  request.post("/api/v1/teacher/bank/imports", { headers, multipart: { file: { name, mimeType, buffer } } });

test("a Word document: preview with LaTeX as typed, pictures and duplicates; commit once", async ({ request }) => {
  const headers = { Authorization: await teacherToken(request) };
  const subject = uniqueName("Physics API");
  const question = (n: number) => [
    [`Q${n}. Energy of mass $m$: `, { omml: omml.power(omml.run("c"), omml.run("2")) }, " times m"],
    ["A) ", { omml: omml.fraction(omml.run("1"), omml.run("2")) }],
    ["B) one ", { picture: "b.png", alt: "a graph" }],
    ["C) three"],
    ["D) four"],
    ["Answer: B"],
  ];
  const bytes = await docxBytes(
    [[`Subject: ${subject}`], ["Chapter: Relativity"], ["Difficulty: hard"], ...question(1), ...question(2)],
    { "b.png": await pngPicture({ r: 0, g: 120, b: 0 }) },
  );
  const sent = await upload(request, headers, "questions.docx", bytes);
  expect(sent.status(), await sent.text()).toBe(201);
  const preview = await sent.json();
  expect(preview).toMatchObject({ source: "docx", good: 1, duplicates: 1, with_problems: 0 });
  expect(preview.rows[0]).toMatchObject({
    line: 1,
    values: { subject, text: "Energy of mass $m$: $c^{2}$ times m", option_a: "$\\frac{1}{2}$", answer: "B" },
    pictures: { b: { alt: "a graph" } },
    problems: {},
    duplicate_of: null,
  });
  expect(preview.rows[1].duplicate_of).toEqual({ question_id: null, line: 1 });
  const again = await request.get(`/api/v1/teacher/bank/imports/${preview.upload_id}`, { headers });
  expect((await again.json()).rows).toHaveLength(2);

  const committed = await request.post(`/api/v1/teacher/bank/imports/${preview.upload_id}/commit`, {
    headers,
    data: { anyway: [2] },
  });
  expect(committed.status(), await committed.text()).toBe(200);
  expect(await committed.json()).toMatchObject({ added: 2, skipped: 0 });
  const twice = await request.post(`/api/v1/teacher/bank/imports/${preview.upload_id}/commit`, { headers });
  expect(twice.status()).toBe(404);
  expect((await request.get(`/api/v1/teacher/bank/imports/${preview.upload_id}`, { headers })).status()).toBe(404);

  // The same document again: both are now duplicates of the bank's questions.
  const second = await (await upload(request, headers, "questions.docx", bytes)).json();
  expect(second).toMatchObject({ good: 0, duplicates: 2 });
  expect(second.rows[0].duplicate_of.question_id).toEqual(expect.any(Number));
});

test("a CSV: each row's problems by field; bad files and bad commits are 400s", async ({ request }) => {
  const headers = { Authorization: await teacherToken(request) };
  const csv = csvText([
    ["subject", "chapter", "difficulty", "text", "option_a", "option_b", "option_c", "option_d", "answer"],
    ["Chemistry", "Moles", "easy", "Moles in $\\ce{H2O}$ of 18 g?", "1", "2", "3", "4", "A"],
    ["Chemistry", "Moles", "easy", "Three options only", "1", "2", "3", "", "A"],
  ]);
  const sent = await upload(request, headers, "questions.csv", Buffer.from(csv), "text/csv");
  expect(sent.status(), await sent.text()).toBe(201);
  const preview = await sent.json();
  expect(preview).toMatchObject({ source: "csv", with_problems: 1 });
  expect(preview.rows.map((row: { line: number }) => row.line)).toEqual([2, 3]);
  expect(preview.rows[1].problems).toEqual({ option_a: "A question answered by letters needs all four options A–D" });

  const badCommit = await request.post(`/api/v1/teacher/bank/imports/${preview.upload_id}/commit`, {
    headers,
    data: { anyway: ["first"] },
  });
  expect(badCommit.status()).toBe(400);

  const notADocument = await upload(request, headers, "paper.pdf", Buffer.from("%PDF-1.7\n\0\0"), "application/pdf");
  expect(notADocument.status()).toBe(400);
  expect((await notADocument.json()).message).toMatch(/not a Word document/);
  const noColumns = await upload(request, headers, "q.csv", Buffer.from("text,answer\nQ,A\n"), "text/csv");
  expect(noColumns.status()).toBe(400);
  expect(JSON.stringify(await noColumns.json())).toContain("subject, chapter, difficulty");
  const none = await request.post("/api/v1/teacher/bank/imports", { headers, multipart: { note: "no file" } });
  expect(none.status()).toBe(400);
});
