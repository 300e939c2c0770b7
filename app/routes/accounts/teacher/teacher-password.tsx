import { requireTeacher } from "~/http/guards.server";
import { passwordAction, passwordLoader } from "../+shared/change-password.server";
import { ChangePasswordPage, changePasswordMeta } from "../+shared/change-password-page";
import type { Route } from "./+types/teacher-password";

/** The teacher's 'Change password' (/teacher/password). */
export const meta: Route.MetaFunction = changePasswordMeta;
export const loader = passwordLoader(requireTeacher);
export const action = passwordAction(requireTeacher);

export default function TeacherPassword({ actionData }: Route.ComponentProps) {
  return <ChangePasswordPage actionData={actionData} />;
}
