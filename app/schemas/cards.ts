import { z } from "zod";

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
