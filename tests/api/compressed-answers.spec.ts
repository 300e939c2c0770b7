import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { batchWithStudents, teacherToken } from "../support/api";

// API answers go out whole, with their length; gzipped when they are big enough to gain from it (decision 185).
const gzip = { "Accept-Encoding": "gzip" };

test("a small JSON answer goes out plain, with its length, even to a client that takes gzip", async ({ request }) => {
  const response = await request.get("/healthz", { headers: gzip });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBeUndefined();
  const body = await response.body();
  expect(Number(response.headers()["content-length"])).toBe(body.length);
  expect(JSON.parse(body.toString())).toEqual({ ok: true });
});

test("a JSON answer of a kilobyte or more is gzipped in one piece, with its length", async ({ request, baseURL }) => {
  // Enough students that the list of them is over a kilobyte, whatever else the run has made.
  await batchWithStudents(request, "Compression", ["Asha", "Bela", "Chetan", "Divya", "Esha", "Farid"]);
  const authorization = await teacherToken(request);
  // Playwright's own client would unzip the body before we see it; Node's http shows the bytes as sent.
  const sent = await new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>(
    (resolve, reject) => {
      const url = new URL("/api/v1/teacher/students", baseURL);
      import("node:http").then(({ get }) =>
        get(url, { headers: { ...gzip, Authorization: authorization } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
        }).on("error", reject),
      );
    },
  );
  expect(sent.headers["content-encoding"]).toBe("gzip");
  expect(Number(sent.headers["content-length"])).toBe(sent.bytes.length);
  const answer = JSON.parse(gunzipSync(sent.bytes).toString());
  expect(answer.valid).toBe(true);
  expect(JSON.stringify(answer).length).toBeGreaterThanOrEqual(1024);

  const plain = await request.get("/api/v1/teacher/students", {
    headers: { Authorization: authorization, "Accept-Encoding": "identity" },
  });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  // The same JSON, but for students the tests running beside this one registered in the meantime.
  const known = new Set(answer.students.map((student: { id: number }) => student.id));
  const again = await plain.json();
  expect({
    ...again,
    students: again.students.filter((student: { id: number }) => known.has(student.id)),
    total: answer.total,
  }).toEqual(answer);
});
