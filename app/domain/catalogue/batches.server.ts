import { db } from "~/db.server";
import { Prisma } from "~/generated/prisma/client";
import type { BatchMode, NewBatch } from "~/schemas/batches";
import type { ListSearch } from "~/schemas/paging";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, notFound } from "../core/errors.server";
import { everyWordIn, readPage } from "../core/paging.server";
import { readOnce } from "../core/read-once.server";
import { say } from "../core/say.server";
import { assertNameFree, type Siblings } from "../core/unique-names.server";

/** A batch's optional details, as its card shows them. */
export type BatchDetails = {
  mode: BatchMode;
  timings: string;
  /** "YYYY-MM-DD", or null when not said. */
  startDate: string | null;
  seatsLeft: number | null;
  highlights: string[];
};

export type Batch = { id: number; name: string; duration: number } & BatchDetails;

export type BatchWithSubjects = Batch & { subjects: { id: number; name: string; batchId: number }[] };

const detailsSelect = { mode: true, timings: true, startDate: true, seatsLeft: true, highlights: true } as const;
type StoredDetails = {
  mode: string;
  timings: string;
  startDate: Date | null;
  seatsLeft: number | null;
  highlights: string;
};

const batchDetails = (batch: StoredDetails): BatchDetails => ({
  mode: batch.mode as BatchMode,
  timings: batch.timings,
  startDate: batch.startDate ? batch.startDate.toISOString().slice(0, 10) : null,
  seatsLeft: batch.seatsLeft,
  highlights: batch.highlights ? batch.highlights.split("\n") : [],
});

/** The columns a batch's input is stored in; the start date is that day's midnight UTC. */
const storedBatch = (input: NewBatch) => ({
  name: input.batch_name,
  duration: input.duration,
  mode: input.mode ?? "offline",
  timings: input.timings ?? "",
  startDate: input.start_date ? new Date(`${input.start_date}T00:00:00Z`) : null,
  seatsLeft: input.seats_left ?? null,
  highlights: (input.highlights ?? []).join("\n"),
});

const batchOf = (batch: { id: number; name: string; duration: number } & StoredDetails): Batch => ({
  id: batch.id,
  name: batch.name,
  duration: batch.duration,
  ...batchDetails(batch),
});

/** The one rule for which batches are ongoing (take registrations, show on /register, the landing page, /teacher). */
export const activeBatchWhere = { archivedAt: null };

/** How many batches one page shows: the teacher's home (ongoing, archived), /register, the landing page, the JSON API. */
export const BATCHES_PER_PAGE = { teacher: 12, archived: 20, register: 10, landing: 6, api: 100 } as const;

const batchWithSubjectsSelect = {
  id: true,
  name: true,
  duration: true,
  ...detailsSelect,
  subjects: { select: { id: true, name: true }, orderBy: { id: "asc" } },
} as const;

const batchWithSubjects = (
  batch: { id: number; name: string; duration: number; subjects: { id: number; name: string }[] } & StoredDetails,
): BatchWithSubjects => ({
  ...batchOf(batch),
  subjects: batch.subjects.map((subject) => ({ ...subject, batchId: batch.id })),
});

/**
 * One page of the ongoing batches with their subjects, newest first (this year's batches, and the one the
 * teacher just added), searched by name: the registration page, the teacher's home, the landing page and
 * the API list these. Only a page is read, because Prisma reads the subjects of the batches with one query
 * parameter per batch, and SQLite takes at most 999.
 */
export const listBatchesWithSubjects = (search: ListSearch, perPage: number) =>
  readOnce(`batches with subjects ${JSON.stringify([search.q, search.page, perPage])}`, () =>
    readBatchesWithSubjects(search, perPage),
  );

async function readBatchesWithSubjects(search: ListSearch, perPage: number) {
  const where = { ...activeBatchWhere, AND: everyWordIn(search.q, ["name"]) };
  const { rows, ...facts } = await readPage(
    search.page,
    perPage,
    (window) => db.batch.findMany({ where, orderBy: { id: "desc" }, ...window, select: batchWithSubjectsSelect }),
    () => db.batch.count({ where }),
  );
  return { batches: rows.map(batchWithSubjects), ...facts };
}

/** An ongoing batch with its subjects, as /register shows it once chosen; null if it takes no registrations. */
export async function findOngoingBatch(batchId: number): Promise<BatchWithSubjects | null> {
  const batch = await db.batch.findFirst({
    where: { id: batchId, ...activeBatchWhere },
    select: batchWithSubjectsSelect,
  });
  return batch ? batchWithSubjects(batch) : null;
}

export async function createBatch(actor: Actor, input: NewBatch) {
  assertTeacher(actor);
  await assertBatchNameFree(input.batch_name);
  const batch = await db.batch.create({ data: storedBatch(input) });
  return { batch: batchOf(batch), message: "Batch created successfully" };
}

// A batch's life after creation: rename, archive, restore, delete.

const DUPLICATE_BATCH = "An ongoing batch already has this name";
/** `activeBatchWhere` in SQL: the ongoing batches, among which a name is unique. */
const ongoingBatches: Siblings = { table: "Batch", where: Prisma.sql`"archivedAt" IS NULL` };

async function assertBatchNameFree(name: string, selfId?: number) {
  await assertNameFree(ongoingBatches, name, "batch_name", DUPLICATE_BATCH, selfId);
}

async function findBatch(batchId: number) {
  const batch = await db.batch.findUnique({
    where: { id: batchId },
    select: { id: true, name: true, duration: true, archivedAt: true, ...detailsSelect },
  });
  if (!batch) throw notFound("That batch does not exist.");
  return batch;
}

/** A batch as its edit and confirmation screens show it, with what a delete would have to take along. */
export async function getBatch(actor: Actor, batchId: number) {
  assertTeacher(actor);
  const batch = await findBatch(batchId);
  const [students, results] = await Promise.all([
    db.user.count({ where: { batchId } }),
    db.result.count({ where: { test: { batchId } } }),
  ]);
  return {
    ...batchOf(batch),
    archived: batch.archivedAt !== null,
    students,
    results,
  };
}

export async function renameBatch(actor: Actor, batchId: number, input: NewBatch) {
  assertTeacher(actor);
  const batch = await findBatch(batchId);
  if (batch.archivedAt === null) await assertBatchNameFree(input.batch_name, batchId);
  const saved = await db.batch.update({ where: { id: batchId }, data: storedBatch(input) });
  return { batch: batchOf(saved), message: "Batch saved" };
}

/** Ends enrolment: the batch leaves registration and the ongoing list; its students, content and results stay. */
export async function archiveBatch(actor: Actor, batchId: number) {
  assertTeacher(actor);
  const batch = await findBatch(batchId);
  if (batch.archivedAt === null) await db.batch.update({ where: { id: batchId }, data: { archivedAt: new Date() } });
  return { message: say("{{name}} archived", { name: batch.name }) };
}

export async function restoreBatch(actor: Actor, batchId: number) {
  assertTeacher(actor);
  const batch = await findBatch(batchId);
  if (batch.archivedAt !== null) {
    await assertBatchNameFree(batch.name, batchId);
    await db.batch.update({ where: { id: batchId }, data: { archivedAt: null } });
  }
  return { message: say("{{name}} restored", { name: batch.name }) };
}

/** Only an empty batch goes: students and results are kept by archiving, never lost by a delete. */
export async function deleteBatch(actor: Actor, batchId: number) {
  const batch = await getBatch(actor, batchId);
  if (batch.students > 0 || batch.results > 0) {
    throw conflict("This batch has students or results, so it cannot be deleted. Archive it instead.");
  }
  await db.batch.delete({ where: { id: batchId } });
  return { message: say("{{name}} deleted", { name: batch.name }) };
}

/** A page of the archived batches, the most recently archived first. */
export async function listArchivedBatches(actor: Actor, page: number) {
  assertTeacher(actor);
  const where = { archivedAt: { not: null } };
  const { rows, ...facts } = await readPage(
    page,
    BATCHES_PER_PAGE.archived,
    (window) =>
      db.batch.findMany({
        where,
        orderBy: [{ archivedAt: "desc" }, { id: "desc" }],
        ...window,
        select: { id: true, name: true, duration: true },
      }),
    () => db.batch.count({ where }),
  );
  return { batches: rows, ...facts };
}
