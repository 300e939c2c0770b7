import { startBatchPapers } from "~/domain/cards/batch-papers.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { documentRun } from "~/domain/documents/runs.server";
import { apiHandler, parseInput, readJson } from "~/http/api.server";
import { batchPapersSchema } from "~/schemas/cards";
import { runAnswer } from "../../documents/api/+presenter";

/**
 * POST /teacher/course/{batchId}/papers: `{ papers: "report-cards" | "id-cards", language, idempotency_key? }` asks
 * for the batch's papers in one PDF; answers 202 with the run, whose address says how far it is and then gives the file.
 */
export const action = apiHandler(async ({ request, actor, params }) => {
  const input = parseInput(batchPapersSchema, await readJson(request));
  const runId = await startBatchPapers(actor, numericIdOf(params.batchId, "Batch"), input);
  return { document: runAnswer(await documentRun(actor, runId)) };
}, 202);
