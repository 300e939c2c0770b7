import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/landing.tsx"),
  route("signin", "routes/signin.tsx"),
  route("register", "routes/register.tsx"),
  route("register/teacher", "routes/teacher-signup.tsx", { id: "register-teacher" }),
  route("teacher/signup", "routes/teacher-signup.tsx", { id: "teacher-signup" }),
  route("teacher/auth", "routes/teacher-auth.tsx"),
  route("logout", "routes/logout.ts"),
  route("healthz", "routes/healthz.ts"),

  layout("routes/student/layout.tsx", [route("dashboard", "routes/student/dashboard.tsx")]),

  layout("routes/teacher/layout.tsx", [
    route("teacher", "routes/teacher/home.tsx", [
      route("batches/new", "routes/teacher/new-batch.tsx"),
      // Doubt sessions (issue 5)
      route("weeks/new", "routes/teacher/new-week.tsx"),
      route("weeks/:weekId/slots", "routes/teacher/new-slots.tsx"),
      route("weeks/:weekId/complete", "routes/teacher/complete-week.tsx"),
    ]),
    // Doubt sessions (issue 5)
    route("teacher/week/:weekId", "routes/teacher/week.tsx", [
      route("meeting/:doubtId", "routes/teacher/meeting-details.tsx"),
    ]),
  ]),

  // Doubt sessions (issue 5)
  route("slot", "routes/booking/slot.tsx"),
  route("thanks/:doubtId", "routes/booking/thanks.tsx"),
  route("thanks/:doubtId/calendar.ics", "routes/booking/calendar.ts"),
  ...prefix("api/v1/meetings", [
    route("weeks", "routes/api/meetings/weeks.ts"),
    route("postNewWeek", "routes/api/meetings/post-new-week.ts"),
    route("slots/:weekId", "routes/api/meetings/slots.ts"),
    route("bookingDetails", "routes/api/meetings/booking-details.ts"),
    route("doubtRequest/:slotId", "routes/api/meetings/doubt-request.ts"),
    route("doubtDetails/:doubtId", "routes/api/meetings/doubt-details.ts"),
    route("weekDetails/:weekId", "routes/api/meetings/week-details.ts"),
    route("meetingDetails/:doubtId", "routes/api/meetings/meeting-details.ts"),
    route("createMeetingLink/:doubtId", "routes/api/meetings/create-meeting-link.ts"),
  ]),

  ...prefix("api/v1", [
    route("student/signin", "routes/api/student-signin.ts"),
    route("teacher/signin", "routes/api/teacher-signin.ts"),
    route("student/details", "routes/api/student-details.ts"),
    route("student/batches/subjects", "routes/api/batches-subjects.ts"),
    route("student/register", "routes/api/student-register.ts"),
    route("teacher/batch", "routes/api/teacher-batch.ts"),
    route("teacher/courses", "routes/api/teacher-courses.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
