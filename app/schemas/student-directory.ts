import { z } from "zod";
import { emailField, idField, nameField } from "./fields";
import { emptyAsMissing, listSearchSchema } from "./paging";

/** /teacher/students: a search over names and e-mails, an optional batch, a page of 50. */
export const studentSearchSchema = listSearchSchema.extend({
  batch: z.preprocess(emptyAsMissing, idField("Batch").optional()),
});

/** The teacher corrects a student's name or e-mail, or moves them to another batch, in one form. */
export const studentEditSchema = z.object({
  first_name: nameField("First name"),
  last_name: nameField("Last name"),
  email: emailField,
  batch_id: idField("Batch"),
});

/** Deleting a student is confirmed by typing their e-mail. */
export const studentDeleteSchema = z.object({ confirm_email: emailField });

export type StudentSearch = z.output<typeof studentSearchSchema>;
export type StudentEdit = z.output<typeof studentEditSchema>;
