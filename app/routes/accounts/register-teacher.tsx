/** /register/teacher, where /signin's 'Sign up' leads for a teacher: the same page as /teacher/signup. */
export { action, default, meta } from "./teacher-signup";
