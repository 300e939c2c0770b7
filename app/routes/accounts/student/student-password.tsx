import { requireStudent } from "~/http/guards.server";
import { passwordAction, passwordLoader } from "../+shared/change-password.server";
import { ChangePasswordPage, changePasswordMeta } from "../+shared/change-password-page";
import type { Route } from "./+types/student-password";

/** The student's 'Change password' (/student/password). */
export const meta: Route.MetaFunction = changePasswordMeta;
export const loader = passwordLoader(requireStudent);
export const action = passwordAction(requireStudent);

export default function StudentPassword({ actionData }: Route.ComponentProps) {
  return <ChangePasswordPage actionData={actionData} />;
}
