import { prefix, route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** The weeks' dialogs on the teacher's home. */
export const weekDialogsOnHome = [
  route("weeks/new", "routes/doubts/teacher/new-week.tsx"),
  route("weeks/:weekId/slots", "routes/doubts/teacher/new-slots.tsx"),
  route("weeks/:weekId/complete", "routes/doubts/teacher/complete-week.tsx"),
  // Renaming and deleting a week
  route("weeks/:weekId/rename", "routes/doubts/teacher/rename-week.tsx"),
  route("weeks/:weekId/delete", "routes/doubts/teacher/delete-week.tsx"),
];

/** Doubt sessions: a visitor books a slot; the teacher runs the week's sessions. */
export const doubtsRoutes: AreaRoutes = {
  open: [
    route("slot", "routes/doubts/slot.tsx"),
    route("thanks/:doubtId", "routes/doubts/thanks.tsx"),
    route("thanks/:doubtId/calendar.ics", "routes/doubts/calendar.ts"),
    route("thanks/:doubtId/cancel", "routes/doubts/cancel.tsx"),
  ],
  teacher: [
    route("teacher/week/:weekId", "routes/doubts/teacher/week.tsx", [
      route("meeting/:doubtId", "routes/doubts/teacher/meeting-details.tsx"),
      route("decline/:doubtId", "routes/doubts/teacher/decline.tsx"),
    ]),
  ],
  api: prefix("meetings", [
    route("weeks", "routes/doubts/api/weeks.ts"),
    route("weeks/:id", "routes/doubts/api/week.ts"), // rename and delete a week
    route("postNewWeek", "routes/doubts/api/post-new-week.ts"),
    route("slots/:weekId", "routes/doubts/api/slots.ts"),
    route("bookingDetails", "routes/doubts/api/booking-details.ts"),
    route("doubtRequest/:slotId", "routes/doubts/api/doubt-request.ts"),
    route("doubtDetails/:doubtId", "routes/doubts/api/doubt-details.ts"),
    route("weekDetails/:weekId", "routes/doubts/api/week-details.ts"),
    route("meetingDetails/:doubtId", "routes/doubts/api/meeting-details.ts"),
    route("createMeetingLink/:doubtId", "routes/doubts/api/create-meeting-link.ts"),
    // Cancelling and declining
    route("cancel/:doubtId", "routes/doubts/api/cancel.ts"),
    route("decline/:doubtId", "routes/doubts/api/decline.ts"),
  ]),
};
