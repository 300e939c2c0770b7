import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Landing, demo and legal pages (issue 6)
  index("routes/landing.tsx"),
  route("demo", "routes/demo.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("careers", "routes/careers.tsx"),

  // The institute's own site: its images, search-engine files, and the teacher's Site page (issue 14)
  route("site-images/:file", "routes/site/image.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  route("sitemap.xml", "routes/site/sitemap.ts"),

  route("signin", "routes/signin.tsx"),
  route("register", "routes/register.tsx"),
  // One teacher sign-up (form, schema, action) behind three addresses; the Teacher Portal also signs in.
  route("register/teacher", "routes/register-teacher.tsx"),
  route("teacher/signup", "routes/teacher-signup.tsx"),
  route("teacher/auth", "routes/teacher-auth.tsx"),
  route("logout", "routes/logout.ts"),
  route("language", "routes/language.ts"),
  route("locales/:lang/:namespace.json", "routes/locales.ts"),
  // Accounts (issue 12)
  route("forgot-password", "routes/account/forgot-password.tsx"),
  route("reset-password/:token", "routes/account/reset-password.tsx"),
  route("invite/:token", "routes/account/accept-invite.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("student/pdf", "routes/pdf-viewer.tsx"),
  route("files/notes/:noteId", "routes/note-file.ts"),
  route("teacher/course/:batchId/subjects/:subjectId/assistant/stream", "routes/teacher/assistant-stream.ts"),
  route("teacher/test/:batchId/:subjectId/marks.csv", "routes/teacher/subject-marks-csv.ts"),
  route("teacher/test/:batchId/:subjectId/tests/:testId/marks.csv", "routes/teacher/test-marks-csv.ts"),

  layout("routes/student/layout.tsx", [
    route("dashboard", "routes/student/dashboard.tsx"),
    route("subject/:subjectId", "routes/student/subject.tsx"),
    route("tests/:batchId", "routes/student/tests.tsx"),
    route("testDetails/:testId", "routes/student/test-details.tsx"),
    // Marks sheet (issue 11): the printable report card of one subject
    route("report/:subjectId", "routes/student/report-card.tsx"),
    // The whole report card: every subject on one printed A4 page (issue 20)
    route("report", "routes/student/whole-report-card.tsx"),
    // The content pages serve both the teacher and the student; the address says whose view it is.
    route("student/content/:subjectId/:folderId", "routes/content/folder.tsx", { id: "student-folder" }),
    route("student/notes/:folderId/:subFolderId", "routes/content/student-notes.tsx"),
    route("student/videos/:folderId/:subFolderId", "routes/content/student-videos.tsx"),
    // Accounts (issue 12)
    route("student/password", "routes/account/change-password.tsx", { id: "student-password" }),
    // Families (issue 24): the student's own details and guardians; an announcement opened
    route("my-details", "routes/student/my-details.tsx"),
    route("my-details/guardians/:guardianId", "routes/student/my-guardian.tsx"),
    route("announcements/:announcementId", "routes/student/announcement.tsx"),
  ]),

  layout("routes/teacher/layout.tsx", [
    route("teacher", "routes/teacher/home.tsx", [
      route("batches/new", "routes/teacher/new-batch.tsx"),
      // A batch's life: rename, archive, restore, delete (issue 10)
      route("batches/:batchId/edit", "routes/teacher/edit-batch.tsx"),
      route("batches/:batchId/archive", "routes/teacher/archive-batch.tsx"),
      route("batches/:batchId/restore", "routes/teacher/restore-batch.tsx"),
      route("batches/:batchId/delete", "routes/teacher/delete-batch.tsx"),
      // Doubt sessions (issue 5)
      route("weeks/new", "routes/teacher/new-week.tsx"),
      route("weeks/:weekId/slots", "routes/teacher/new-slots.tsx"),
      route("weeks/:weekId/complete", "routes/teacher/complete-week.tsx"),
      // Renaming and deleting a week (issue 10)
      route("weeks/:weekId/rename", "routes/teacher/week-step.tsx", { id: "rename-week" }),
      route("weeks/:weekId/delete", "routes/teacher/week-step.tsx", { id: "delete-week" }),
    ]),
    route("teacher/course/:batchId", "routes/teacher/course.tsx", [
      route("subjects/new", "routes/teacher/new-subject.tsx"),
      route("subjects/:subjectId/folders/new", "routes/teacher/new-folder.tsx"),
      route("subjects/:subjectId/students", "routes/teacher/subject-students.tsx"),
      route("subjects/:subjectId/tests/new", "routes/teacher/new-test.tsx"),
      route("subjects/:subjectId/assistant", "routes/teacher/assistant.tsx"),
      // Renaming and deleting a subject (issue 10)
      route("subjects/:subjectId/rename", "routes/teacher/rename-subject.tsx"),
      route("subjects/:subjectId/delete", "routes/teacher/delete-subject.tsx"),
    ]),
    route("teacher/test/:batchId/:subjectId", "routes/teacher/tests.tsx", [
      // 'Add test' on the Tests page itself (issue 20), the same dialog as on the batch page
      route("tests/new", "routes/teacher/new-test.tsx", { id: "add-test-from-tests" }),
      // Correcting and deleting a test (issue 10)
      route("tests/:testId/edit", "routes/teacher/edit-test.tsx"),
      route("tests/:testId/delete", "routes/teacher/delete-test.tsx"),
    ]),
    // Marks sheet (issue 11): roll numbers and the change history of a test's marks
    route("teacher/test/:batchId/:subjectId/roll-numbers", "routes/teacher/roll-numbers.tsx"),
    route("teacher/test/:batchId/:subjectId/tests/:testId/history", "routes/teacher/mark-history.tsx"),
    // The institute's own site (issue 14)
    route("teacher/site", "routes/teacher/site/page.tsx", [
      route("biography", "routes/teacher/site/biography.tsx"),
      route("toppers/new", "routes/teacher/site/new-topper.tsx"),
      route("toppers/:topperId", "routes/teacher/site/edit-topper.tsx"),
      route("toppers/:topperId/remove", "routes/teacher/site/remove-topper.tsx"),
      route("plans/new", "routes/teacher/site/new-plan.tsx"),
      route("plans/:planId", "routes/teacher/site/edit-plan.tsx"),
      route("plans/:planId/remove", "routes/teacher/site/remove-plan.tsx"),
    ]),
    route("teacher/content/:subjectId/:folderId", "routes/content/folder.tsx", { id: "teacher-folder" }, [
      route("new", "routes/teacher/new-sub-folder.tsx"),
      // Renaming and deleting a folder (issue 10)
      route("rename", "routes/teacher/rename-folder.tsx"),
      route("delete", "routes/teacher/delete-folder.tsx"),
      route("sub/:subFolderId/rename", "routes/teacher/rename-sub-folder.tsx"),
      route("sub/:subFolderId/delete", "routes/teacher/delete-sub-folder.tsx"),
    ]),
    route("teacher/notes/:folderId/:subFolderId", "routes/content/teacher-notes.tsx", [
      route("new", "routes/teacher/new-note.tsx"),
      // Renaming, replacing and deleting a note (issue 10)
      route(":noteId/rename", "routes/teacher/rename-note.tsx"),
      route(":noteId/replace", "routes/teacher/note-replace.tsx"),
      route(":noteId/delete", "routes/teacher/delete-note.tsx"),
    ]),
    route("teacher/videos/:folderId/:subFolderId", "routes/content/teacher-videos.tsx", [
      route("new", "routes/teacher/new-video.tsx"),
      // Editing and deleting a video (issue 10)
      route(":videoId/edit", "routes/teacher/edit-video.tsx"),
      route(":videoId/delete", "routes/teacher/delete-video.tsx"),
    ]),
    // The student directory (issue 10)
    route("teacher/students", "routes/teacher/students.tsx"),
    route("teacher/students/:studentId", "routes/teacher/student.tsx", [
      route("deactivate", "routes/teacher/deactivate-student.tsx"),
      route("reactivate", "routes/teacher/reactivate-student.tsx"),
      route("delete", "routes/teacher/delete-student.tsx"),
      // Families (issue 24): guardians and their parent links
      route("guardians/new", "routes/teacher/new-guardian.tsx"),
      route("guardians/:guardianId", "routes/teacher/edit-guardian.tsx"),
      route("guardians/:guardianId/parent-link", "routes/teacher/parent-link.tsx"),
    ]),
    // Announcements (issue 24)
    route("teacher/announcements", "routes/teacher/announcements.tsx", [
      route("new", "routes/teacher/new-announcement.tsx"),
      route(":announcementId/edit", "routes/teacher/edit-announcement.tsx"),
      route(":announcementId/delete", "routes/teacher/delete-announcement.tsx"),
    ]),
    // Accounts and mail (issue 12)
    route("teacher/outbox", "routes/teacher/outbox.tsx"),
    route("teacher/outbox/whatsapp", "routes/teacher/whatsapp-outbox.tsx"), // issue 24
    route("teacher/outbox/whatsapp/send-all", "routes/teacher/whatsapp-send-all.tsx"),
    route("teacher/password", "routes/account/change-password.tsx", { id: "teacher-password" }),
    route("teacher/students/:studentId/reset-link", "routes/teacher/student-reset-link.tsx"),
    route("teacher/students/:studentId/permit-subjects", "routes/teacher/permit-subjects.ts"),
    route("teacher/teachers", "routes/teacher/teachers.tsx"),
    route("teacher/teachers/:teacherId/remove", "routes/teacher/remove-teacher.tsx"),
    // Doubt sessions (issue 5)
    route("teacher/week/:weekId", "routes/teacher/week.tsx", [
      route("meeting/:doubtId", "routes/teacher/meeting-details.tsx"),
      route("decline/:doubtId", "routes/teacher/decline.tsx"),
    ]),
  ]),

  // A parent's page, reached by a capability link without an account (issue 24)
  route("family/:token", "routes/family/page.tsx"),

  // Doubt sessions (issue 5)
  route("slot", "routes/booking/slot.tsx"),
  route("thanks/:doubtId", "routes/booking/thanks.tsx"),
  route("thanks/:doubtId/calendar.ics", "routes/booking/calendar.ts"),
  route("thanks/:doubtId/cancel", "routes/booking/cancel.tsx"),
  ...prefix("api/v1/meetings", [
    route("weeks", "routes/api/meetings/weeks.ts"),
    route("weeks/:id", "routes/api/lifecycle/week.ts"), // rename and delete a week (issue 10)
    route("postNewWeek", "routes/api/meetings/post-new-week.ts"),
    route("slots/:weekId", "routes/api/meetings/slots.ts"),
    route("bookingDetails", "routes/api/meetings/booking-details.ts"),
    route("doubtRequest/:slotId", "routes/api/meetings/doubt-request.ts"),
    route("doubtDetails/:doubtId", "routes/api/meetings/doubt-details.ts"),
    route("weekDetails/:weekId", "routes/api/meetings/week-details.ts"),
    route("meetingDetails/:doubtId", "routes/api/meetings/meeting-details.ts"),
    route("createMeetingLink/:doubtId", "routes/api/meetings/create-meeting-link.ts"),
    // Cancelling and declining (issue 13)
    route("cancel/:doubtId", "routes/api/meetings/cancel.ts"),
    route("decline/:doubtId", "routes/api/meetings/decline.ts"),
  ]),

  ...prefix("api/v1", [
    route("student/signin", "routes/api/student-signin.ts"),
    route("teacher/signin", "routes/api/teacher-signin.ts"),
    route("student/details", "routes/api/student-details.ts"),
    route("student/batches/subjects", "routes/api/batches-subjects.ts"),
    route("student/register", "routes/api/student-register.ts"),
    route("student/subjects", "routes/api/student-subjects.ts"), // a student chooses their subjects (issue 20)
    route("teacher/batch", "routes/api/teacher-batch.ts"),
    route("teacher/courses", "routes/api/teacher-courses.ts"),
    route("teacher/course/:batchId", "routes/api/teacher-course.ts"),
    route("teacher/subject/:batchId", "routes/api/teacher-subject.ts"),
    route("teacher/createFolder/:subjectId/:batchId", "routes/api/create-folder.ts"),
    route("student/subjectDetails/:subjectId", "routes/api/subject-details.ts"),
    route("student/subFolders/:folderId", "routes/api/sub-folders.ts"),
    route("teacher/createSubFolder/:folderId", "routes/api/create-sub-folder.ts"),
    route("student/content/:folderId/:subFolderId", "routes/api/notes.ts"),
    route("teacher/content/:subjectId/:subFolderId", "routes/api/upload-note.ts"),
    route("student/videos/:subFolderId", "routes/api/videos.ts"),
    route("teacher/videos/:subFolderId", "routes/api/add-video.ts"),
    route("teacher/student/:batchId/:subjectId", "routes/api/subject-students.ts"),
    route("teacher/admit_students", "routes/api/admit-students.ts"),
    route("teacher/student/:studentId", "routes/api/remove-student.ts"),
    route("test/details/:batchId", "routes/api/student-tests.ts"),
    route("test/details/:batchId/:subjectId", "routes/api/subject-tests.ts"),
    route("test/getTestResult/:testId", "routes/api/test-result.ts"),
    route("test/getResults/:testId", "routes/api/test-results.ts"),
    route("test/marks/:testId", "routes/api/save-results.ts", { id: "api-test-marks" }),
    route("test/updateResult/:testId", "routes/api/save-results.ts", { id: "api-test-update-result" }),
    route("test/newTest", "routes/api/new-test.ts"),
    // Marks sheet (issue 11): publish and unpublish a test's results
    route("test/publish/:testId", "routes/api/publish-results.ts"),
    route("test/unpublish/:testId", "routes/api/unpublish-results.ts"),
    route("files/generate", "routes/api/generate.ts"),
    // Editing, retiring and deleting what the teacher made; the student directory (issue 10)
    route("teacher/batches/:id", "routes/api/lifecycle/batch.ts"),
    route("teacher/batches/:id/archive", "routes/api/lifecycle/archive-batch.ts"),
    route("teacher/batches/:id/restore", "routes/api/lifecycle/restore-batch.ts"),
    route("teacher/subjects/:id", "routes/api/lifecycle/subject.ts"),
    route("teacher/folders/:id", "routes/api/lifecycle/folder.ts"),
    route("teacher/tests/:id", "routes/api/lifecycle/test.ts"),
    route("teacher/subFolders/:id", "routes/api/lifecycle/sub-folder.ts"),
    route("teacher/notes/:id", "routes/api/lifecycle/note.ts"),
    route("teacher/video/:id", "routes/api/lifecycle/video.ts"), // "videos/{id}" adds to a sub-folder
    route("teacher/students", "routes/api/lifecycle/students.ts"),
    route("teacher/students/:id", "routes/api/lifecycle/student.ts"),
    route("teacher/students/:id/deactivate", "routes/api/lifecycle/deactivate-student.ts"),
    route("teacher/students/:id/reactivate", "routes/api/lifecycle/reactivate-student.ts"),
    // Families: guardians, parent links, announcements, the WhatsApp outbox (issue 24)
    route("family/:token", "routes/api/families/family.ts"),
    route("students/:studentId/guardians", "routes/api/families/guardians.ts"),
    route("students/:studentId/guardians/:guardianId", "routes/api/families/guardian.ts"),
    route("students/:studentId/guardians/:guardianId/parent-link", "routes/api/families/parent-link.ts"),
    route("teacher/announcements", "routes/api/families/announcements.ts"),
    route("teacher/announcements/:id", "routes/api/families/announcement.ts"),
    route("student/announcements", "routes/api/families/student-announcements.ts"),
    route("teacher/outbox/whatsapp", "routes/api/families/whatsapp-outbox.ts"),
    route("teacher/outbox/whatsapp/:id/sent", "routes/api/families/whatsapp-sent.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
