import { z } from "zod";
import { emailField, idField, personNameField } from "./fields";
import { emptyAsMissing, listSearchSchema } from "./paging";

/** A batch picked from the teacher's batch choice; or none, and words of its name typed instead (decision 086). */
const pickedBatch = z.preprocess(emptyAsMissing, idField("Batch").optional());
const batchNameWords = z.string().trim().max(100, "Batch name is too long").optional();

/** /teacher/students: a search over names and e-mails, an optional batch, a page of 50. */
export const studentSearchSchema = listSearchSchema.extend({ batch: pickedBatch, find_batch: batchNameWords });

/** A ticked box ("on" from a form, true from the API). */
const ticked = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/** The subjects a student takes in their batch: at least one, when the student chooses them. */
export const subjectIdsField = z.array(idField("Subject"), { error: "Choose at least one subject" }).max(50);

/**
 * The teacher corrects a student's name or e-mail, or moves them to another batch, in one form. A move also
 * says which of the new batch's subjects the student takes (`subjects`; the API: all when left out) and
 * whether they may read them at once (`permitted`). `subjects_for` is the batch whose subjects the form
 * listed, so a form that listed another batch's (or none) asks again rather than moving without subjects.
 */
export const studentEditSchema = z.object({
  first_name: personNameField("First name"),
  last_name: personNameField("Last name"),
  email: emailField,
  batch_id: pickedBatch,
  find_batch: batchNameWords,
  subjects: subjectIdsField.optional(),
  subjects_for: z.preprocess(emptyAsMissing, idField("Batch").optional()),
  permitted: ticked.optional().default(false),
});

/** A student with no subjects chooses some of their batch's (then waits for the teacher, as at registration). */
export const ownSubjectsSchema = z.object({
  subjects: subjectIdsField.min(1, "Choose at least one subject"),
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
export type OwnSubjects = z.output<typeof ownSubjectsSchema>;
