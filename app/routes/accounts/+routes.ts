import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** Signing in and out, registering, passwords, and the institute's teachers. */
export const accountsRoutes: AreaRoutes = {
  open: [
    route("signin", "routes/accounts/signin.tsx"),
    route("register", "routes/accounts/register.tsx"),
    // One teacher sign-up (form, schema, action) behind three addresses; the Teacher Portal also signs in.
    route("register/teacher", "routes/accounts/register-teacher.tsx"),
    route("teacher/signup", "routes/accounts/teacher-signup.tsx"),
    route("teacher/auth", "routes/accounts/teacher-auth.tsx"),
    route("logout", "routes/accounts/logout.ts"),
    route("forgot-password", "routes/accounts/forgot-password.tsx"),
    route("reset-password/:token", "routes/accounts/reset-password.tsx"),
    route("invite/:token", "routes/accounts/accept-invite.tsx"),
  ],
  student: [route("student/password", "routes/accounts/student/student-password.tsx")],
  teacher: [
    route("teacher/password", "routes/accounts/teacher/teacher-password.tsx"),
    route("teacher/students/:studentId/reset-link", "routes/accounts/teacher/student-reset-link.tsx"),
    route("teacher/teachers", "routes/accounts/teacher/teachers.tsx"),
    route("teacher/teachers/:teacherId/remove", "routes/accounts/teacher/remove-teacher.tsx"),
  ],
  api: [
    route("student/signin", "routes/accounts/api/student-signin.ts"),
    route("teacher/signin", "routes/accounts/api/teacher-signin.ts"),
    route("student/details", "routes/accounts/api/student-details.ts"),
    route("student/batches/subjects", "routes/accounts/api/batches-subjects.ts"),
    route("student/register", "routes/accounts/api/student-register.ts"),
    route("student/subjects", "routes/accounts/api/student-subjects.ts"), // a student chooses their subjects
  ],
};
