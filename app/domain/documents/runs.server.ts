import { randomBytes } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { config } from "~/config.server";
import { db } from "~/db.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { isLanguage, type Language } from "~/i18n/languages";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, notFound } from "../core/errors.server";
import { now } from "../core/time.server";
import { fileStore } from "../files/file-store.server";
import { periodOf } from "../jobs/occasions.server";
import type { Job } from "../jobs/schedule.server";
import { newPdf } from "./pdf-document.server";
import { type DocumentKindName, documentKind, isDocumentKind, type RunParams } from "./run-kinds.server";

/**
 * Papers for many at once (a batch's report cards, a month's receipts) are a run: asked for on a page, made into one
 * PDF by the documents job on one instance, with progress the page shows. Items are made a slice of time at a time
 * with a turn of the event loop between slices, so pages keep answering while 200 report cards are made.
 */

/** A run taken this long ago and not finished belongs to an instance that stopped: it is taken again. */
const TAKEN_FOR_MS = 10 * 60_000;
/** Runs and their files are kept a week. */
const KEPT_FOR_MS = 7 * 86_400_000;
/**
 * Items are made for this long, then requests waiting get their turn: a page waits at most about this much for a
 * run, and a run under a steady stream of pages still moves on at a good pace.
 */
const SLICE_MS = 15;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 500;

export async function startDocumentRun(
  actor: Actor,
  request: { kind: DocumentKindName; params: RunParams; language: Language; idempotencyKey?: string | null },
) {
  assertTeacher(actor);
  const key = request.idempotencyKey || null;
  const earlier = key ? await db.documentRun.findUnique({ where: { idempotencyKey: key } }) : null;
  if (earlier) return earlier.id;
  const total = (await documentKind(request.kind).items(request.params)).length;
  if (total === 0) throw conflict("There is nobody to make these papers for.");
  const run = await db.documentRun.create({
    data: {
      kind: request.kind,
      params: JSON.stringify(request.params),
      language: request.language,
      total,
      requestedById: actor.id,
      idempotencyKey: key,
    },
  });
  makeSoon();
  return run.id;
}

/** This process's making, while it lasts; a run asked for meanwhile is taken up by the same loop. */
let making: Promise<void> | null = null;
let lookAgain = false;

/** Starts making what waits, here and now, without holding the request that asked. */
function makeSoon() {
  if (making) {
    lookAgain = true;
    return;
  }
  making = (async () => {
    do {
      lookAgain = false;
      await makeWaitingDocuments();
    } while (lookAgain);
  })()
    .catch((error) => console.error("Making documents failed:", error))
    .finally(() => {
      making = null;
    });
}

type RunRow = NonNullable<Awaited<ReturnType<typeof db.documentRun.findUnique>>>;

const paramsOf = (run: RunRow) => JSON.parse(run.params) as RunParams;
const languageOf = (run: RunRow): Language => (isLanguage(run.language) ? run.language : "en");

/** The run's title in its own language: what its page heads with and its file is called. */
function titleOf(run: RunRow) {
  if (!isDocumentKind(run.kind)) return run.kind;
  return documentKind(run.kind).title(paramsOf(run), translatorFor(languageOf(run), "documents"));
}

async function presented(run: RunRow) {
  return {
    id: run.id,
    title: await titleOf(run),
    state: run.state as "queued" | "making" | "ready" | "failed",
    done: run.done,
    total: run.total,
    failure: run.failure,
    createdAt: run.createdAt,
    finishedAt: run.finishedAt,
  };
}

export type DocumentRunView = Awaited<ReturnType<typeof presented>>;

export async function documentRun(actor: Actor, runId: number) {
  assertTeacher(actor);
  const run = await db.documentRun.findUnique({ where: { id: runId } });
  if (!run) throw notFound("That document does not exist.");
  return presented(run);
}

/** The week's runs, newest first. */
export async function documentRuns(actor: Actor) {
  assertTeacher(actor);
  const runs = await db.documentRun.findMany({ orderBy: { id: "desc" }, take: 50 });
  return Promise.all(runs.map(presented));
}

/** The finished file as a stream, with the name the browser saves it under. */
export async function openDocumentFile(actor: Actor, runId: number) {
  assertTeacher(actor);
  const run = await db.documentRun.findUnique({ where: { id: runId } });
  if (!run) throw notFound("That document does not exist.");
  const file = run.state === "ready" && run.fileKey ? await fileStore().open(run.fileKey) : null;
  if (!file) throw conflict("That document is not ready.");
  return { ...file, name: `${await titleOf(run)}.pdf` };
}

/** 'Try again' on a run that failed: it goes back in the queue. */
export async function retryDocumentRun(actor: Actor, runId: number) {
  assertTeacher(actor);
  const { count } = await db.documentRun.updateMany({
    where: { id: runId, state: "failed" },
    data: { state: "queued", done: 0, failure: "", takenAt: null },
  });
  if (count === 0) throw conflict("Only a document that failed can be made again.");
}

/** Takes the oldest run waiting (or left by a stopped instance) for this instance: null when there is none. */
async function takeRun(at: Date) {
  const candidate = await db.documentRun.findFirst({
    where: {
      OR: [{ state: "queued" }, { state: "making", takenAt: { lt: new Date(at.getTime() - TAKEN_FOR_MS) } }],
    },
    orderBy: { id: "asc" },
  });
  if (!candidate) return null;
  // Taken only if nobody took it since it was read: of two instances, one changes the row.
  const { count } = await db.documentRun.updateMany({
    where: { id: candidate.id, state: candidate.state, takenAt: candidate.takenAt },
    data: { state: "making", takenAt: at, done: 0 },
  });
  return count === 1 ? candidate : undefined;
}

async function make(run: RunRow) {
  const kind = documentKind(run.kind as DocumentKindName);
  const params = paramsOf(run);
  const language = languageOf(run);
  const ids = await kind.items(params);
  const pdf = await newPdf({ size: kind.size, title: await titleOf(run), language });
  const perPage = kind.perPage ?? 1;
  let written = Date.now();
  let sliceStart = performance.now();
  for (const [index, id] of ids.entries()) {
    if (index > 0 && index % perPage === 0) pdf.doc.addPage();
    await kind.add(pdf, id, { params, language, slot: index % perPage });
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    if (Date.now() - written >= PROGRESS_EVERY_MS) {
      await db.documentRun.update({ where: { id: run.id }, data: { done: index + 1, total: ids.length } });
      written = Date.now();
    }
  }
  const fileKey = `documents/${randomBytes(16).toString("hex")}.pdf`;
  await fileStore().put(fileKey, await pdf.bytes());
  return { fileKey, total: ids.length };
}

/** The documents job's look: makes every run waiting, one after another, then lets week-old runs go. */
export async function makeWaitingDocuments(at = now()) {
  for (let run = await takeRun(at); run !== null; run = await takeRun(at)) {
    if (!run) continue;
    try {
      const { fileKey, total } = await make(run);
      await db.documentRun.update({
        where: { id: run.id },
        data: { state: "ready", fileKey, done: total, total, finishedAt: now() },
      });
    } catch (error) {
      console.error(`The document run ${run.id} (${run.kind}) failed:`, error);
      await db.documentRun.update({
        where: { id: run.id },
        data: { state: "failed", failure: error instanceof Error ? error.message : String(error), finishedAt: now() },
      });
    }
  }
  await forgetOldRuns(at);
}

async function forgetOldRuns(at: Date) {
  const old = await db.documentRun.findMany({
    where: { createdAt: { lt: new Date(at.getTime() - KEPT_FOR_MS) }, state: { in: ["ready", "failed"] } },
    select: { id: true, fileKey: true },
  });
  for (const run of old) {
    if (run.fileKey) await fileStore().remove(run.fileKey);
    await db.documentRun.delete({ where: { id: run.id } });
  }
}

/** The schedule's look for runs waiting that no instance is making (one left by an instance that stopped). */
export const documentsJob: Job = {
  name: "documents",
  everyMs: config.DOCUMENTS_POLL_MS,
  occasionAt: periodOf(config.DOCUMENTS_POLL_MS),
  workAfterClaim: ({ at }) => makeWaitingDocuments(at),
};
