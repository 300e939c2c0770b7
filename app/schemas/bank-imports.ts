import { z } from "zod";

/** The most rows a question file has (the spreadsheets' limit, decision 201). */
const MOST_ROWS = 2000;

/** The upload has only its file; the form pipeline still reads it through a schema. */
export const bankImportUploadSchema = z.object({});

/**
 * 'Import' of a question file: `anyway` lists the rows (lines of a CSV, numbers of a document's questions) flagged as
 * duplicates that the teacher chose to add all the same. A form sends one value or several under one name.
 */
export const bankImportCommitSchema = z.object({
  anyway: z.preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.coerce.number({ error: "Choose rows by their number" }).int().min(1).max(1_000_000))
      .max(MOST_ROWS, "Choose rows by their number"),
  ),
});
export type BankImportCommitInput = z.output<typeof bankImportCommitSchema>;
