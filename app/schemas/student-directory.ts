import { z } from "zod";
import { emailField, idField, nameField } from "./fields";

/** /teacher/students: a search over names and e-mails, an optional batch, a page of 50. */
export const studentSearchSchema = z.object({
  q: z.string().trim().max(100).optional().default(""),
  batch: z.preprocess((value) => (value === "" ? undefined : value), idField("Batch").optional()),
  page: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(100_000).default(1),
  ),
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
