import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import {
  documentRun,
  makeWaitingDocuments,
  openDocumentFile,
  retryDocumentRun,
  startDocumentRun,
} from "~/domain/documents/runs.server";
import { pdfInfo, pdfText } from "../support/pdf";

const teacher: User = {
  id: 0,
  email: "t@runs.test",
  firstName: "Meera",
  lastName: "S",
  role: "teacher",
  batchId: null,
};
let batchId: number;
const STUDENTS = 7;

const documentFiles = () => {
  try {
    return readdirSync(path.join(config.UPLOAD_DIR, "documents")).sort();
  } catch {
    return [];
  }
};

/** Waits for the making this process started when the run was asked for. */
const whenFinished = (runId: number) =>
  expect.poll(async () => (await documentRun(teacher, runId)).state, { timeout: 20_000 }).toMatch(/ready|failed/);

async function fileOf(runId: number) {
  const file = await openDocumentFile(teacher, runId);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), name: file.name };
}

/** A run as another instance wrote it, not yet taken by anyone. */
const waitingRun = (data: { kind?: string; state?: string; takenAt?: Date; createdAt?: Date } = {}) =>
  db.documentRun.create({
    data: { kind: "report-cards-batch", params: JSON.stringify({ batchId }), language: "en", total: STUDENTS, ...data },
  });

beforeAll(async () => {
  const batch = await db.batch.create({
    data: { name: "Class 9 Runs", subjects: { create: [{ name: "Maths" }] } },
    include: { subjects: true },
  });
  batchId = batch.id;
  for (let n = 1; n <= STUDENTS; n++)
    await db.user.create({
      data: {
        email: `s${n}@runs.test`,
        firstName: `Runner${n}`,
        lastName: "Kumar",
        role: "student",
        batchId,
        access: { create: { subjectId: batch.subjects[0].id, permitted: true } },
      },
    });
});

describe("papers for many, made as a run", () => {
  it("makes a batch's report cards into one PDF, a page each, and the same form sent again asks for nothing more", async () => {
    const request = {
      kind: "report-cards-batch" as const,
      params: { batchId },
      language: "en" as const,
      idempotencyKey: "runs-key-1",
    };
    const runId = await startDocumentRun(teacher, request);
    expect(await startDocumentRun(teacher, request)).toBe(runId);
    await whenFinished(runId);
    const run = await documentRun(teacher, runId);
    expect(run).toMatchObject({
      state: "ready",
      done: STUDENTS,
      total: STUDENTS,
      title: "Report cards: Class 9 Runs",
    });
    const { bytes, name } = await fileOf(runId);
    expect(name).toBe("Report cards: Class 9 Runs.pdf");
    expect(pdfInfo(bytes)).toMatchObject({ pages: STUDENTS, width: 595.28 });
    for (let n = 1; n <= STUDENTS; n++) expect(pdfText(bytes)).toContain(`Runner${n} Kumar`);
  }, 60_000);

  it("is made once when two instances look at the same moment", async () => {
    await makeWaitingDocuments();
    const before = documentFiles();
    const run = await waitingRun();
    await Promise.all([makeWaitingDocuments(), makeWaitingDocuments()]);
    expect(await documentRun(teacher, run.id)).toMatchObject({ state: "ready", done: STUDENTS });
    expect(documentFiles().filter((file) => !before.includes(file))).toHaveLength(1);
  }, 60_000);

  it("takes up a run an instance left while making, only once ten minutes have passed", async () => {
    const at = new Date("2026-11-28T10:00:00Z");
    const run = await waitingRun({ state: "making", takenAt: new Date(at.getTime() - 5 * 60_000), createdAt: at });
    await makeWaitingDocuments(at);
    expect((await documentRun(teacher, run.id)).state).toBe("making");
    await makeWaitingDocuments(new Date(at.getTime() + 6 * 60_000));
    expect((await documentRun(teacher, run.id)).state).toBe("ready");
  }, 60_000);

  it("says when a run could not be made, and 'Try again' asks for it again", async () => {
    const run = await waitingRun({ kind: "no-such-kind" });
    await makeWaitingDocuments();
    const failed = await documentRun(teacher, run.id);
    expect(failed.state).toBe("failed");
    expect(failed.failure).not.toBe("");
    await expect(openDocumentFile(teacher, run.id)).rejects.toThrow("That document is not ready.");
    await retryDocumentRun(teacher, run.id);
    expect(await documentRun(teacher, run.id)).toMatchObject({ state: "queued", failure: "" });
    await expect(retryDocumentRun(teacher, run.id)).rejects.toThrow("Only a document that failed can be made again.");
    await db.documentRun.delete({ where: { id: run.id } });
  });

  it("lets a week-old run go with its file", async () => {
    const run = await waitingRun();
    await makeWaitingDocuments();
    const { fileKey } = await db.documentRun.findUniqueOrThrow({ where: { id: run.id } });
    expect(documentFiles()).toContain(path.basename(fileKey ?? ""));
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    await makeWaitingDocuments(eightDaysOn);
    expect(await db.documentRun.findUnique({ where: { id: run.id } })).toBeNull();
    expect(documentFiles()).not.toContain(path.basename(fileKey ?? ""));
  }, 60_000);

  it("is not asked for when there is nobody to make it for", async () => {
    const empty = await db.batch.create({ data: { name: "Class 9 Empty" } });
    await expect(
      startDocumentRun(teacher, { kind: "id-cards-batch", params: { batchId: empty.id }, language: "en" }),
    ).rejects.toThrow("There is nobody to make these papers for.");
  });

  it("is the teacher's alone", async () => {
    const student: User = { ...teacher, id: 99, role: "student", batchId };
    const run = await waitingRun({ state: "ready" });
    await expect(documentRun(student, run.id)).rejects.toMatchObject({ kind: "forbidden" });
    await expect(openDocumentFile(student, run.id)).rejects.toMatchObject({ kind: "forbidden" });
    await expect(documentRun(teacher, 999_999)).rejects.toThrow("That document does not exist.");
  });
});
