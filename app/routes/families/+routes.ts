import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** Guardians and their parent links, on the student's page. */
export const guardianDialogsOnStudent = [
  route("guardians/new", "routes/families/teacher/new-guardian.tsx"),
  route("guardians/:guardianId", "routes/families/teacher/edit-guardian.tsx"),
  route("guardians/:guardianId/parent-link", "routes/families/teacher/parent-link.tsx"),
  route("guardian-changes/:changeId", "routes/families/teacher/guardian-change.ts"),
];

/** Families: the parent's page, the student's details and guardians, announcements. */
export const familiesRoutes: AreaRoutes = {
  // A parent's page, reached by a capability link without an account
  open: [route("family/:token", "routes/families/page.tsx")],
  student: [
    route("my-details", "routes/families/student/my-details.tsx"),
    route("my-details/guardians/:guardianId", "routes/families/student/my-guardian.tsx"),
    route("announcements", "routes/families/student/announcements.tsx"),
    route("announcements/:announcementId", "routes/families/student/announcement.tsx"),
  ],
  teacher: [
    route("teacher/announcements", "routes/families/teacher/announcements.tsx", [
      route("new", "routes/families/teacher/new-announcement.tsx"),
      route(":announcementId/edit", "routes/families/teacher/edit-announcement.tsx"),
      route(":announcementId/delete", "routes/families/teacher/delete-announcement.tsx"),
    ]),
    // Who has confirmed an announcement with 'Seen', and who has not
    route("teacher/announcements/:announcementId/seen", "routes/families/teacher/announcement-seen.tsx"),
  ],
  api: [
    route("family/:token", "routes/families/api/family.ts"),
    route("students/:studentId/guardians", "routes/families/api/guardians.ts"),
    route("students/:studentId/guardians/:guardianId", "routes/families/api/guardian.ts"),
    route("students/:studentId/guardians/:guardianId/parent-link", "routes/families/api/parent-link.ts"),
    route("students/:studentId/guardian-changes/:changeId", "routes/families/api/guardian-change.ts"),
    route("teacher/announcements", "routes/families/api/announcements.ts"),
    route("teacher/announcements/:id", "routes/families/api/announcement.ts"),
    // 'Pin' and 'Unpin' of an announcement
    route("teacher/announcements/:id/pin", "routes/families/api/announcement-pin.ts"),
    route("teacher/announcements/:id/unpin", "routes/families/api/announcement-unpin.ts"),
    route("teacher/announcements/:id/seen", "routes/families/api/announcement-seen.ts"),
    route("student/announcements", "routes/families/api/student-announcements.ts"),
  ],
};
