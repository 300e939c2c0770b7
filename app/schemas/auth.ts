import { z } from "zod";
import { type GuardianInput, registrationGuardian, registrationGuardianFields } from "./families";
import { emailField, idField, newPasswordField, passwordField, personNameField } from "./fields";

export const studentSignInSchema = z.object({
  email: emailField,
  password: passwordField,
});

// Required unless the owner turned the code off; the domain says which (app/domain/accounts/teacher-code.server.ts).
const teacherCodeField = z.string().trim().max(200).optional();

export const teacherSignInSchema = studentSignInSchema.extend({ teacher_code: teacherCodeField });

export const studentRegistrationSchema = z
  .object({
    first_name: personNameField("First name"),
    last_name: personNameField("Last name"),
    email: emailField,
    password: newPasswordField,
    batchId: idField("Batch"),
    subjects: z
      .array(idField("Subject"), { error: "Select at least one subject" })
      .min(1, "Select at least one subject")
      .max(20),
    // A parent or guardian, optional.
    ...registrationGuardianFields,
  })
  .transform(
    (
      { guardian_name, guardian_relation, guardian_mobile, guardian_email, guardian_language, ...student },
      context,
    ) => ({
      ...student,
      guardian: registrationGuardian(
        { guardian_name, guardian_relation, guardian_mobile, guardian_email, guardian_language },
        context,
      ),
    }),
  );

export const teacherSignUpSchema = z.object({
  first_name: personNameField("First name"),
  last_name: personNameField("Last name"),
  email: emailField,
  password: newPasswordField,
  teacher_code: teacherCodeField,
});

export type StudentSignIn = z.output<typeof studentSignInSchema>;
export type TeacherSignIn = z.output<typeof teacherSignInSchema>;
/** The guardian is optional in code too (seeds and tests register students without one). */
export type StudentRegistration = Omit<z.output<typeof studentRegistrationSchema>, "guardian"> & {
  guardian?: GuardianInput | null;
};
export type TeacherSignUp = z.output<typeof teacherSignUpSchema>;
