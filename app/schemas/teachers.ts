import { z } from "zod";
import { emailField, nameField, newPasswordField } from "./fields";

// More than one teacher (issue 12).

export const inviteTeacherSchema = z.object({ email: emailField });

export const acceptInviteSchema = z.object({
  first_name: nameField("First name"),
  last_name: nameField("Last name"),
  password: newPasswordField,
});

export const teacherCodeChangeSchema = z.object({
  intent: z.enum(["change", "off"]),
  teacher_code: z.string().trim().min(8, "The teacher code needs at least 8 characters").max(200).optional(),
});

export type InviteTeacher = z.output<typeof inviteTeacherSchema>;
export type AcceptInvite = z.output<typeof acceptInviteSchema>;
export type TeacherCodeChange = z.output<typeof teacherCodeChangeSchema>;
