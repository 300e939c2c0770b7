import { z } from "zod";
import { emailField, idField, nameField, newPasswordField, passwordField } from "./fields";

export const studentSignInSchema = z.object({
  email: emailField,
  password: passwordField,
});

// Required unless the owner turned the code off; the domain says which (app/domain/teacher-code.server.ts).
const teacherCodeField = z.string().trim().max(200).optional();

export const teacherSignInSchema = studentSignInSchema.extend({ teacher_code: teacherCodeField });

export const studentRegistrationSchema = z.object({
  first_name: nameField("First name"),
  last_name: nameField("Last name"),
  email: emailField,
  password: newPasswordField,
  batchId: idField("Batch"),
  subjects: z
    .array(idField("Subject"), { error: "Select at least one subject" })
    .min(1, "Select at least one subject")
    .max(20),
});

export const teacherSignUpSchema = z.object({
  first_name: nameField("First name"),
  last_name: nameField("Last name"),
  email: emailField,
  password: newPasswordField,
  teacher_code: teacherCodeField,
});

/** The Teacher Portal's sign-up asks for one full name; the last word is taken as the last name. */
export const teacherPortalSignUpSchema = z
  .object({
    full_name: nameField("Full name").max(160),
    email: emailField,
    password: newPasswordField,
    teacher_code: teacherSignUpSchema.shape.teacher_code,
  })
  .transform(({ full_name, ...rest }) => {
    const words = full_name.split(/\s+/);
    const last_name = words.length > 1 ? (words.pop() as string) : "";
    return { ...rest, first_name: words.join(" "), last_name };
  });

export type StudentSignIn = z.output<typeof studentSignInSchema>;
export type TeacherSignIn = z.output<typeof teacherSignInSchema>;
export type StudentRegistration = z.output<typeof studentRegistrationSchema>;
export type TeacherSignUp = z.output<typeof teacherSignUpSchema>;
