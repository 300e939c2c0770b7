import { startBatchPapers } from "~/domain/cards/batch-papers.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { batchPapersSchema } from "~/schemas/cards";
import { withIdempotencyKey } from "../../+shared/idempotency-key";

/**
 * POST /teacher/batches/{id}/papers `{papers: "report-cards" | "id-cards", language: "en" | "hi"}`: starts the run
 * that makes the batch's papers into one PDF, as the batch page's 'Make PDF' does; its progress and file are at
 * /teacher/documents/{document_id}. With an `Idempotency-Key` header, the same call sent again starts nothing more.
 */
export const action = apiHandler(async ({ request, actor, params }) => {
  const input = parseInput(batchPapersSchema, withIdempotencyKey(request, await readJson(request)));
  const id = await startBatchPapers(actor, numericIdOf(params.id, "Batch"), input);
  return { document_id: id, document_url: `/api/v1/teacher/documents/${id}`, message: "Papers are being made" };
}, 202);
