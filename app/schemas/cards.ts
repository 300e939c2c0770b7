import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { IDEMPOTENCY_KEY_FIELD, idempotencyKey } from "./fees";

// Report cards and ID cards: the teacher's remarks; one schema for the form and the API.

/** Enough for a few sentences, and what fits in the remarks box of a report card printed on one A4 page. */
export const MAX_REMARKS = 600;

/** The teacher's remarks on a student's report card; empty clears them. */
export const remarksSchema = z.object({
  remarks: z
    .string({ error: "Write the remarks" })
    .default("")
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(MAX_REMARKS, "Remarks are too long: at most 600 characters")),
});
export type RemarksInput = z.output<typeof remarksSchema>;

/** The photo form sends only its file (read apart, as every image upload is): nothing else to check. */
export const photoSchema = z.object({});

/** What a batch's papers are: everyone's report cards, or their ID cards on A4 sheets. */
export const BATCH_PAPERS = ["report-cards", "id-cards"] as const;

/** 'Make PDF' on a batch's page: which papers, in which language, once however often it is sent. */
export const batchPapersSchema = z.object({
  papers: z.enum(BATCH_PAPERS, { error: "Choose report cards or ID cards" }),
  language: z.enum(LANGUAGES, { error: "Choose English or Hindi" }),
  [IDEMPOTENCY_KEY_FIELD]: idempotencyKey,
});
export type BatchPapersInput = z.output<typeof batchPapersSchema>;
