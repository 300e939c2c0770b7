import type { BatchPapersInput } from "~/schemas/cards";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { startDocumentRun } from "../documents/runs.server";
import { assertBatch } from "./papers.server";

/** The document run's kind of each of a batch's papers (run-kinds.server.ts registers them). */
const KIND_OF = { "report-cards": "report-cards-batch", "id-cards": "id-cards-batch" } as const;

/**
 * A batch's report cards, or its ID cards, made into one PDF by a document run (a job with progress): its id, for
 * the page that shows it. The same form sent again starts nothing more (its one-time key).
 */
export async function startBatchPapers(actor: Actor, batchId: number, input: BatchPapersInput) {
  assertTeacher(actor);
  await assertBatch(batchId);
  return startDocumentRun(actor, {
    kind: KIND_OF[input.papers],
    params: { batchId },
    language: input.language,
    idempotencyKey: input.idempotency_key,
  });
}
