import { z } from "zod";
import { emailField, newPasswordField, passwordField } from "./fields";

// Accounts: one schema per form, shared with the API where there is one.

export const forgotPasswordSchema = z.object({ email: emailField });

export const newPasswordSchema = z.object({ password: newPasswordField });

export const changePasswordSchema = z.object({
  current_password: passwordField,
  password: newPasswordField,
});

export type ForgotPassword = z.output<typeof forgotPasswordSchema>;
export type NewPassword = z.output<typeof newPasswordSchema>;
export type ChangePassword = z.output<typeof changePasswordSchema>;
