import { z } from "zod";
import { emailField, newPasswordField, personNameField } from "./fields";

// More than one teacher.

export const inviteTeacherSchema = z.object({ email: emailField });

export const acceptInviteSchema = z.object({
  first_name: personNameField("First name"),
  last_name: personNameField("Last name"),
  password: newPasswordField,
});

/**
 * The shortest teacher code, set by the owner or by TEACHER_CODE in production alike: the code opens a
 * teacher account, so it must stay out of reach of guessing within the guess limits.
 */
export const TEACHER_CODE_MIN_LENGTH = 12;

export const teacherCodeChangeSchema = z.object({
  intent: z.enum(["change", "off"]),
  teacher_code: z
    .string()
    .trim()
    .min(TEACHER_CODE_MIN_LENGTH, `The teacher code needs at least ${TEACHER_CODE_MIN_LENGTH} characters`)
    .max(200)
    .optional(),
});

export type InviteTeacher = z.output<typeof inviteTeacherSchema>;
export type AcceptInvite = z.output<typeof acceptInviteSchema>;
export type TeacherCodeChange = z.output<typeof teacherCodeChangeSchema>;
