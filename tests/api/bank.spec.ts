import { type APIRequestContext, expect, test } from "@playwright/test";
import sharp from "sharp";
import { formTokenOn, studentToken, teacherCookie, teacherToken } from "../support/api";

// The question bank over /api/v1: create (once per Idempotency-Key), read with versions and record, edit, list and
// chapters, duplicates and 'Merge', delete; bad input is a 4xx that changes nothing.

/** A subject of this run's own, so other tests' questions never count here. */
const uniqueSubject = () => `Api physics ${Date.now()}${Math.floor(Math.random() * 1000)}`;

const question = (subject: string, fields: Record<string, unknown> = {}) => ({
  subject,
  chapter: "Work and energy",
  topic: "Kinetic energy",
  difficulty: "medium",
  text: "The kinetic energy of a body of mass $m$ at speed $v$?",
  option_a: "$\\frac{1}{2}mv^2$",
  option_b: "$mv$",
  option_c: "$mv^2$",
  option_d: "$2mv$",
  answer: "A",
  solution: "$E = \\frac{1}{2}mv^2$",
  ...fields,
});

const listed = async (request: APIRequestContext, Authorization: string, subject: string) =>
  (
    await (
      await request.get(`/api/v1/teacher/bank/questions?subject=${encodeURIComponent(subject)}`, {
        headers: { Authorization },
      })
    ).json()
  ).questions as { id: number; version: number }[];

test("a question: added once per key, read with its versions, edited, listed, counted by chapter and deleted", async ({
  request,
}) => {
  const Authorization = await teacherToken(request);
  const subject = uniqueSubject();
  const key = `bank-api-${Date.now()}`;
  const headers = { Authorization, "Idempotency-Key": key };

  const made = await request.post("/api/v1/teacher/bank/questions", { data: question(subject), headers });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = await made.json();
  const again = await request.post("/api/v1/teacher/bank/questions", { data: question(subject), headers });
  expect(again.status()).toBe(201);
  expect((await again.json()).id).toBe(id);
  expect(await listed(request, Authorization, subject)).toHaveLength(1);

  const edited = await request.put(`/api/v1/teacher/bank/questions/${id}`, {
    data: question(subject, { difficulty: "hard", version: 1 }),
    headers: { Authorization },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  expect(await edited.json()).toMatchObject({ version: 2, changed: true });
  const unchanged = await request.put(`/api/v1/teacher/bank/questions/${id}`, {
    data: question(subject, { difficulty: "hard", version: 1 }),
    headers: { Authorization },
  });
  expect(await unchanged.json()).toMatchObject({ version: 2, changed: false });

  const read = await (await request.get(`/api/v1/teacher/bank/questions/${id}`, { headers: { Authorization } })).json();
  expect(read.question).toMatchObject({
    id,
    subject,
    difficulty: "hard",
    kind: "single",
    answer: "A",
    option_a: "$\\frac{1}{2}mv^2$",
    version: 2,
  });
  expect(
    read.versions.map((version: { version: number; changed: string[] }) => [version.version, version.changed]),
  ).toEqual([
    [2, ["difficulty"]],
    [1, []],
  ]);
  expect(read.record).toMatchObject({ takers: 0, uses: [] });

  const chapters = await (
    await request.get(`/api/v1/teacher/bank/chapters?subject=${encodeURIComponent(subject)}`, {
      headers: { Authorization },
    })
  ).json();
  expect(chapters.chapters).toEqual([{ subject, chapter: "Work and energy", easy: 0, medium: 0, hard: 1 }]);

  const figure = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#8ab" } })
    .png()
    .toBuffer();
  const image = await request.post(`/api/v1/teacher/bank/questions/${id}/image`, {
    multipart: { place: "C", alt: "A bar", image: { name: "c.png", mimeType: "image/png", buffer: figure } },
    headers: { Authorization },
  });
  expect(image.status(), await image.text()).toBe(200);
  expect((await image.json()).image).toMatchObject({ width: 640, height: 213, alt: "A bar" });
  const notImage = await request.post(`/api/v1/teacher/bank/questions/${id}/image`, {
    multipart: {
      place: "C",
      alt: "Text",
      image: { name: "c.png", mimeType: "image/png", buffer: Buffer.from("not a png") },
    },
    headers: { Authorization },
  });
  expect(notImage.status()).toBe(400);
  const withImage = await (
    await request.get(`/api/v1/teacher/bank/questions/${id}`, { headers: { Authorization } })
  ).json();
  expect(withImage.question.option_images).toMatchObject({ A: null, C: { alt: "A bar", width: 640 } });

  const removed = await request.delete(`/api/v1/teacher/bank/questions/${id}`, { headers: { Authorization } });
  expect(removed.status()).toBe(200);
  expect(await listed(request, Authorization, subject)).toHaveLength(0);
  const gone = await request.get(`/api/v1/teacher/bank/questions/${id}`, { headers: { Authorization } });
  expect(gone.status()).toBe(404);
});

test("bad input is a 4xx that changes nothing; a student's token is refused", async ({ request }) => {
  const Authorization = await teacherToken(request);
  const subject = uniqueSubject();
  for (const bad of [
    question(subject, { text: "" }),
    question(subject, { difficulty: "impossible" }),
    question(subject, { answer: "E" }),
    question(subject, { option_d: "" }),
    question(subject, { subject: "" }),
  ]) {
    const answer = await request.post("/api/v1/teacher/bank/questions", { data: bad, headers: { Authorization } });
    expect(answer.status(), JSON.stringify(bad)).toBe(400);
    expect((await answer.json()).valid).toBe(false);
  }
  expect(await listed(request, Authorization, subject)).toHaveLength(0);

  const { id } = await (
    await request.post("/api/v1/teacher/bank/questions", { data: question(subject), headers: { Authorization } })
  ).json();
  const refused = await request.put(`/api/v1/teacher/bank/questions/${id}`, {
    data: question(subject, { answer: "nine" }),
    headers: { Authorization },
  });
  expect(refused.status()).toBe(400);
  // A change drawn from a version that is no longer the question's.
  await request.put(`/api/v1/teacher/bank/questions/${id}`, {
    data: question(subject, { chapter: "Power" }),
    headers: { Authorization },
  });
  const stale = await request.put(`/api/v1/teacher/bank/questions/${id}`, {
    data: question(subject, { chapter: "Energy", version: 1 }),
    headers: { Authorization },
  });
  expect(stale.status()).toBe(409);
  const list = await listed(request, Authorization, subject);
  expect(list).toEqual([expect.objectContaining({ id, version: 2 })]);
  expect(
    (
      await request.get("/api/v1/teacher/bank/questions?difficulty=impossible", { headers: { Authorization } })
    ).status(),
  ).toBe(400);
  expect((await request.get("/api/v1/teacher/bank/questions/abc", { headers: { Authorization } })).status()).toBe(400);

  const student = await studentToken(request);
  const asStudent = await request.get("/api/v1/teacher/bank/questions", { headers: { Authorization: student } });
  expect(asStudent.status()).toBe(403);
});

test("'New question' sent twice (a double tap, a resend) adds the question once", async ({ request, baseURL }) => {
  const Authorization = await teacherToken(request);
  const cookie = await teacherCookie(request, baseURL!);
  const subject = uniqueSubject();
  const page = await (await request.get("/teacher/bank/new", { headers: { Cookie: cookie } })).text();
  const idempotency_key = /name="idempotency_key" value="([^"]+)"/.exec(page)?.[1];
  expect(idempotency_key).toBeTruthy();
  const _token = await formTokenOn(request, "/teacher/bank/new", cookie);
  const form = { ...question(subject), _token, idempotency_key: idempotency_key! };
  const places = [];
  for (let sending = 0; sending < 2; sending++) {
    const answer = await request.post("/teacher/bank/new", {
      headers: { Cookie: cookie, Origin: baseURL! },
      form,
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    places.push(answer.headers().location);
  }
  expect(places[1]).toBe(places[0]);
  expect(await listed(request, Authorization, subject)).toHaveLength(1);
});

test("duplicates are listed by subject and merged into the question kept", async ({ request }) => {
  const Authorization = await teacherToken(request);
  const subject = uniqueSubject();
  const add = async (fields: Record<string, unknown>) =>
    (
      await (
        await request.post("/api/v1/teacher/bank/questions", {
          data: question(subject, fields),
          headers: { Authorization },
        })
      ).json()
    ).id as number;
  const kept = await add({});
  const twin = await add({ text: "the kinetic energy of a body of mass $m$ at speed $v$" });
  const other = await add({ text: "The momentum of a body?" });

  const groups = (await (await request.get("/api/v1/teacher/bank/duplicates", { headers: { Authorization } })).json())
    .groups as { subject: string; questions: { id: number }[] }[];
  const ours = groups.filter((group) => group.subject === subject);
  expect(ours.map((group) => group.questions.map((one) => one.id))).toEqual([[kept, twin]]);

  const notTwin = await request.post("/api/v1/teacher/bank/duplicates/merge", {
    data: { keep: kept, merge: [other] },
    headers: { Authorization },
  });
  expect(notTwin.status()).toBe(400);
  const merged = await request.post("/api/v1/teacher/bank/duplicates/merge", {
    data: { keep: kept, merge: [twin] },
    headers: { Authorization },
  });
  expect(merged.status(), await merged.text()).toBe(200);
  expect(await merged.json()).toMatchObject({ kept, merged: [twin] });
  expect((await listed(request, Authorization, subject)).map((one) => one.id).sort()).toEqual([kept, other].sort());
});
