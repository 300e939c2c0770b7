import { z } from "zod";
import { emailField, idField, nameField } from "./fields";
import { emptyAsMissing, listSearchSchema } from "./paging";

/** A batch picked from the teacher's batch choice; or none, and words of its name typed instead (decision 086). */
const pickedBatch = z.preprocess(emptyAsMissing, idField("Batch").optional());
const batchNameWords = z.string().trim().max(100, "Batch name is too long").optional();

/** /teacher/students: a search over names and e-mails, an optional batch, a page of 50. */
export const studentSearchSchema = listSearchSchema.extend({ batch: pickedBatch, find_batch: batchNameWords });

/** The teacher corrects a student's name or e-mail, or moves them to another batch, in one form. */
export const studentEditSchema = z.object({
  first_name: nameField("First name"),
  last_name: nameField("Last name"),
  email: emailField,
  batch_id: pickedBatch,
  find_batch: batchNameWords,
});

/** What a refused edit had in its batch choice, to offer the same batches again. */
export const sentBatchChoiceSchema = z.object({
  batch_id: pickedBatch.catch(undefined),
  find_batch: batchNameWords.catch(undefined),
});

/** Deleting a student is confirmed by typing their e-mail. */
export const studentDeleteSchema = z.object({ confirm_email: emailField });

export type StudentSearch = z.output<typeof studentSearchSchema>;
export type StudentEdit = z.output<typeof studentEditSchema>;
