import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Landing, demo and legal pages
  index("routes/landing.tsx"),
  route("demo", "routes/demo.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("careers", "routes/careers.tsx"),

  // The institute's own site: its images, search-engine files, and the teacher's Site page
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
  // Accounts
  route("forgot-password", "routes/account/forgot-password.tsx"),
  route("reset-password/:token", "routes/account/reset-password.tsx"),
  route("invite/:token", "routes/account/accept-invite.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("student/pdf", "routes/pdf-viewer.tsx"),
  route("files/notes/:noteId", "routes/note-file.ts"),
  route("files/homework/:homeworkId", "routes/homework-file.ts"),
  route("teacher/course/:batchId/subjects/:subjectId/assistant/stream", "routes/teacher/assistant-stream.ts"),
  route("teacher/course/:batchId/attendance/:file", "routes/teacher/classroom/attendance-csv.ts"),
  // A student's timetable feed for calendar apps: /calendar/{token}.ics
  route("calendar/:file", "routes/calendar-feed.ts"),
  route("teacher/test/:batchId/:subjectId/marks.csv", "routes/teacher/subject-marks-csv.ts"),
  route("teacher/test/:batchId/:subjectId/tests/:testId/marks.csv", "routes/teacher/test-marks-csv.ts"),
  route("teacher/test/:batchId/:subjectId/tests/:testId/publish", "routes/teacher/publish-results.ts"),
  route("teacher/test/:batchId/:subjectId/tests/:testId/unpublish", "routes/teacher/unpublish-results.ts"),
  // Online tests and answer keys
  route("teacher/test/:batchId/:subjectId/tests/:testId/paper.csv", "routes/teacher/question-paper-csv.ts"),
  // Fees: the dues list as CSV, and a printable receipt for the teacher or its own student
  route("teacher/fees/dues.csv", "routes/teacher/fees/dues-csv.ts"),
  route("fees/receipts/:paymentId", "routes/fees/receipt.tsx"),

  layout("routes/student/layout.tsx", [
    route("dashboard", "routes/student/dashboard.tsx"),
    route("subject/:subjectId", "routes/student/subject.tsx"),
    route("tests/:batchId", "routes/student/tests.tsx"),
    route("testDetails/:testId", "routes/student/test-details.tsx"),
    // The printable report card of one subject
    route("report/:subjectId", "routes/student/report-card.tsx"),
    // The whole report card: every subject on one printed A4 page
    route("report", "routes/student/whole-report-card.tsx"),
    // Online tests: one page of ten questions at a time, and the confirmation of submitting
    route("test/:testId/attempt", "routes/student/attempt.tsx"),
    route("test/:testId/submit", "routes/student/submit-test.tsx"),
    // The content pages serve both the teacher and the student; the address says whose view it is.
    route("student/content/:subjectId/:folderId", "routes/content/student-folder.tsx"),
    route("student/notes/:folderId/:subFolderId", "routes/content/student-notes.tsx"),
    route("student/videos/:folderId/:subFolderId", "routes/content/student-videos.tsx"),
    // Accounts
    route("student/password", "routes/account/student-password.tsx"),
    route("fees", "routes/student/fees.tsx"), // the student's fees
    // The classroom week: the timetable and the student's own attendance
    route("timetable", "routes/student/classroom/timetable.tsx"),
    route("attendance", "routes/student/classroom/attendance.tsx"),
    route("homework", "routes/student/classroom/homework.tsx"),
    // Families: the student's own details and guardians; an announcement opened
    route("my-details", "routes/student/my-details.tsx"),
    route("my-details/guardians/:guardianId", "routes/student/my-guardian.tsx"),
    route("announcements", "routes/student/announcements.tsx"),
    route("announcements/:announcementId", "routes/student/announcement.tsx"),
  ]),

  layout("routes/teacher/layout.tsx", [
    route("teacher", "routes/teacher/home.tsx", [
      route("batches/new", "routes/teacher/new-batch.tsx"),
      // A batch's life: rename, archive, restore, delete
      route("batches/:batchId/edit", "routes/teacher/edit-batch.tsx"),
      route("batches/:batchId/archive", "routes/teacher/archive-batch.tsx"),
      route("batches/:batchId/restore", "routes/teacher/restore-batch.tsx"),
      route("batches/:batchId/delete", "routes/teacher/delete-batch.tsx"),
      // Doubt sessions
      route("weeks/new", "routes/teacher/new-week.tsx"),
      route("weeks/:weekId/slots", "routes/teacher/new-slots.tsx"),
      route("weeks/:weekId/complete", "routes/teacher/complete-week.tsx"),
      // Renaming and deleting a week
      route("weeks/:weekId/rename", "routes/teacher/rename-week.tsx"),
      route("weeks/:weekId/delete", "routes/teacher/delete-week.tsx"),
    ]),
    route("teacher/course/:batchId", "routes/teacher/batch.tsx", [
      route("subjects/new", "routes/teacher/new-subject.tsx"),
      route("subjects/:subjectId/folders/new", "routes/teacher/new-folder.tsx"),
      route("subjects/:subjectId/students", "routes/teacher/subject-students.tsx"),
      route("subjects/:subjectId/tests/new", "routes/teacher/new-test.tsx"),
      route("subjects/:subjectId/assistant", "routes/teacher/assistant.tsx"),
      // Renaming and deleting a subject
      route("subjects/:subjectId/rename", "routes/teacher/rename-subject.tsx"),
      route("subjects/:subjectId/delete", "routes/teacher/delete-subject.tsx"),
    ]),
    route("teacher/test/:batchId/:subjectId", "routes/teacher/tests.tsx", [
      // 'Add test' on the Tests page itself, the same dialog as on the batch page
      route("tests/new", "routes/teacher/new-test-on-tests-page.tsx"),
      // Correcting and deleting a test
      route("tests/:testId/edit", "routes/teacher/edit-test.tsx"),
      route("tests/:testId/delete", "routes/teacher/delete-test.tsx"),
    ]),
    // Roll numbers and the change history of a test's marks
    route("teacher/test/:batchId/:subjectId/roll-numbers", "routes/teacher/roll-numbers.tsx"),
    route("teacher/test/:batchId/:subjectId/tests/:testId/history", "routes/teacher/mark-history.tsx"),
    // Online tests and answer keys
    route("teacher/test/:batchId/:subjectId/tests/:testId/paper", "routes/teacher/question-paper.tsx"),
    route("teacher/test/:batchId/:subjectId/tests/:testId/answers", "routes/teacher/enter-answers.tsx"),
    // The institute's own site
    route("teacher/site", "routes/teacher/site/page.tsx", [
      route("biography", "routes/teacher/site/biography.tsx"),
      route("toppers/new", "routes/teacher/site/new-topper.tsx"),
      route("toppers/:topperId", "routes/teacher/site/edit-topper.tsx"),
      route("toppers/:topperId/remove", "routes/teacher/site/remove-topper.tsx"),
      route("plans/new", "routes/teacher/site/new-plan.tsx"),
      route("plans/:planId", "routes/teacher/site/edit-plan.tsx"),
      route("plans/:planId/remove", "routes/teacher/site/remove-plan.tsx"),
      route("upi", "routes/teacher/site/upi.tsx"), // the institute's UPI ID for fees
    ]),
    route("teacher/content/:subjectId/:folderId", "routes/content/teacher-folder.tsx", [
      route("new", "routes/teacher/new-sub-folder.tsx"),
      // Renaming and deleting a folder
      route("rename", "routes/teacher/rename-folder.tsx"),
      route("delete", "routes/teacher/delete-folder.tsx"),
      route("sub/:subFolderId/rename", "routes/teacher/rename-sub-folder.tsx"),
      route("sub/:subFolderId/delete", "routes/teacher/delete-sub-folder.tsx"),
    ]),
    route("teacher/notes/:folderId/:subFolderId", "routes/content/teacher-notes.tsx", [
      route("new", "routes/teacher/new-note.tsx"),
      // Renaming, replacing and deleting a note
      route(":noteId/rename", "routes/teacher/rename-note.tsx"),
      route(":noteId/replace", "routes/teacher/note-replace.tsx"),
      route(":noteId/delete", "routes/teacher/delete-note.tsx"),
    ]),
    route("teacher/videos/:folderId/:subFolderId", "routes/content/teacher-videos.tsx", [
      route("new", "routes/teacher/new-video.tsx"),
      // Editing and deleting a video
      route(":videoId/edit", "routes/teacher/edit-video.tsx"),
      route(":videoId/delete", "routes/teacher/delete-video.tsx"),
    ]),
    // The student directory
    route("teacher/students", "routes/teacher/students.tsx"),
    route("teacher/students/:studentId", "routes/teacher/student.tsx", [
      // A student's fee account
      route("fees/plan", "routes/teacher/fees/student-plan.tsx"),
      route("fees/payment", "routes/teacher/fees/record-payment.tsx"),
      route("fees/payments/:paymentId/reverse", "routes/teacher/fees/reverse-payment.tsx"),
      route("deactivate", "routes/teacher/deactivate-student.tsx"),
      route("reactivate", "routes/teacher/reactivate-student.tsx"),
      route("delete", "routes/teacher/delete-student.tsx"),
      // Families: guardians and their parent links
      route("guardians/new", "routes/teacher/new-guardian.tsx"),
      route("guardians/:guardianId", "routes/teacher/edit-guardian.tsx"),
      route("guardians/:guardianId/parent-link", "routes/teacher/parent-link.tsx"),
      route("guardian-changes/:changeId", "routes/teacher/guardian-change.ts"),
    ]),
    // Announcements
    route("teacher/announcements", "routes/teacher/announcements.tsx", [
      route("new", "routes/teacher/new-announcement.tsx"),
      route(":announcementId/edit", "routes/teacher/edit-announcement.tsx"),
      route(":announcementId/delete", "routes/teacher/delete-announcement.tsx"),
    ]),
    // Accounts and mail
    route("teacher/outbox", "routes/teacher/outbox.tsx"),
    route("teacher/outbox/whatsapp", "routes/teacher/whatsapp-outbox.tsx"),
    route("teacher/outbox/whatsapp/send-all", "routes/teacher/whatsapp-send-all.tsx"),
    route("teacher/password", "routes/account/teacher-password.tsx"),
    route("teacher/students/:studentId/reset-link", "routes/teacher/student-reset-link.tsx"),
    route("teacher/students/:studentId/permit-subjects", "routes/teacher/permit-subjects.ts"),
    route("teacher/teachers", "routes/teacher/teachers.tsx"),
    route("teacher/teachers/:teacherId/remove", "routes/teacher/remove-teacher.tsx"),
    // Fees
    route("teacher/fees", "routes/teacher/fees/home.tsx", [
      route("plans/new", "routes/teacher/fees/new-plan.tsx"),
      route("plans/:planId", "routes/teacher/fees/edit-plan.tsx"),
      route("reports/:reportId/reject", "routes/teacher/fees/reject-report.tsx"),
    ]),
    route("teacher/fees/dues", "routes/teacher/fees/dues.tsx"),
    route("teacher/fees/batches/:batchId", "routes/teacher/fees/batch.tsx"),
    route("teacher/students/:studentId/fees/remind", "routes/teacher/fees/remind.ts"),
    // The classroom week: timetable, registers, attendance reports
    route("teacher/course/:batchId/timetable", "routes/teacher/classroom/timetable.tsx", [
      route("extra", "routes/teacher/classroom/extra-class.tsx"),
      route(":classId/cancel", "routes/teacher/classroom/cancel-class.tsx"),
    ]),
    route("teacher/course/:batchId/attendance", "routes/teacher/classroom/attendance.tsx"),
    route("teacher/course/:batchId/attendance/month", "routes/teacher/classroom/attendance-month.tsx"),
    route("teacher/course/:batchId/register/:classId/:date", "routes/teacher/classroom/register.tsx"),
    route("teacher/course/:batchId/register/:classId/:date/history", "routes/teacher/classroom/register-history.tsx"),
    // Homework on a subject: set, edit, delete; per homework, who marked it done
    route("teacher/course/:batchId/subjects/:subjectId/homework", "routes/teacher/classroom/homework.tsx", [
      route("new", "routes/teacher/classroom/set-homework.tsx"),
      route(":homeworkId/edit", "routes/teacher/classroom/edit-homework.tsx"),
      route(":homeworkId/delete", "routes/teacher/classroom/delete-homework.tsx"),
    ]),
    route("teacher/course/:batchId/homework/:homeworkId", "routes/teacher/classroom/homework-done.tsx"),
    // Doubt sessions
    route("teacher/week/:weekId", "routes/teacher/week.tsx", [
      route("meeting/:doubtId", "routes/teacher/meeting-details.tsx"),
      route("decline/:doubtId", "routes/teacher/decline.tsx"),
    ]),
  ]),

  // A parent's page, reached by a capability link without an account
  route("family/:token", "routes/family/page.tsx"),

  // Doubt sessions
  route("slot", "routes/booking/slot.tsx"),
  route("thanks/:doubtId", "routes/booking/thanks.tsx"),
  route("thanks/:doubtId/calendar.ics", "routes/booking/calendar.ts"),
  route("thanks/:doubtId/cancel", "routes/booking/cancel.tsx"),
  ...prefix("api/v1/meetings", [
    route("weeks", "routes/api/meetings/weeks.ts"),
    route("weeks/:id", "routes/api/lifecycle/week.ts"), // rename and delete a week
    route("postNewWeek", "routes/api/meetings/post-new-week.ts"),
    route("slots/:weekId", "routes/api/meetings/slots.ts"),
    route("bookingDetails", "routes/api/meetings/booking-details.ts"),
    route("doubtRequest/:slotId", "routes/api/meetings/doubt-request.ts"),
    route("doubtDetails/:doubtId", "routes/api/meetings/doubt-details.ts"),
    route("weekDetails/:weekId", "routes/api/meetings/week-details.ts"),
    route("meetingDetails/:doubtId", "routes/api/meetings/meeting-details.ts"),
    route("createMeetingLink/:doubtId", "routes/api/meetings/create-meeting-link.ts"),
    // Cancelling and declining
    route("cancel/:doubtId", "routes/api/meetings/cancel.ts"),
    route("decline/:doubtId", "routes/api/meetings/decline.ts"),
  ]),

  ...prefix("api/v1", [
    route("student/signin", "routes/api/student-signin.ts"),
    route("teacher/signin", "routes/api/teacher-signin.ts"),
    route("student/details", "routes/api/student-details.ts"),
    route("student/batches/subjects", "routes/api/batches-subjects.ts"),
    route("student/register", "routes/api/student-register.ts"),
    route("student/subjects", "routes/api/student-subjects.ts"), // a student chooses their subjects
    route("teacher/batch", "routes/api/teacher-batch.ts"),
    route("teacher/courses", "routes/api/teacher-batches.ts"),
    route("teacher/course/:batchId", "routes/api/teacher-batch-subjects.ts"),
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
    route("test/marks/:testId", "routes/api/save-results.ts"),
    route("test/updateResult/:testId", "routes/api/update-results.ts"),
    route("test/newTest", "routes/api/new-test.ts"),
    // Publish and unpublish a test's results
    route("test/publish/:testId", "routes/api/publish-results.ts"),
    route("test/unpublish/:testId", "routes/api/unpublish-results.ts"),
    route("files/generate", "routes/api/generate.ts"),
    // Editing, retiring and deleting what the teacher made; the student directory
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
    // Online tests and answer keys
    ...prefix("online-tests/:testId", [
      route("paper", "routes/api/online-tests/paper.ts"),
      route("paper.csv", "routes/api/online-tests/paper-csv.ts"),
      route("questions/:position/image", "routes/api/online-tests/question-image.ts"),
      route("window", "routes/api/online-tests/window.ts"),
      route("remark", "routes/api/online-tests/remark.ts"),
      route("extra-attempts/:studentId", "routes/api/online-tests/extra-attempt.ts"),
      route("answer-strings", "routes/api/online-tests/answer-strings.ts"),
      route("analysis", "routes/api/online-tests/analysis.ts"),
      route("attempt", "routes/api/online-tests/attempt.ts"),
      route("attempt/submit", "routes/api/online-tests/submit.ts"),
    ]),
    // Fees
    route("teacher/fees/plans", "routes/api/fees/plans.ts"),
    route("teacher/fees/plans/:id", "routes/api/fees/plan.ts"),
    route("teacher/fees/plans/:id/retire", "routes/api/fees/retire-plan.ts"),
    route("teacher/fees/accounts", "routes/api/fees/accounts.ts"),
    route("teacher/fees/accounts/many", "routes/api/fees/accounts-many.ts"),
    route("teacher/fees/students/:id", "routes/api/fees/student-account.ts"),
    route("teacher/fees/payments", "routes/api/fees/payments.ts"),
    route("teacher/fees/payments/:id/reverse", "routes/api/fees/reverse-payment.ts"),
    route("teacher/fees/dues", "routes/api/fees/dues.ts"),
    route("teacher/fees/upi-reports/:id/confirm", "routes/api/fees/confirm-report.ts"),
    route("teacher/fees/upi-reports/:id/reject", "routes/api/fees/reject-report.ts"),
    route("student/fees", "routes/api/fees/my-fees.ts"),
    route("student/fees/upi-reports", "routes/api/fees/report-upi.ts"),
    route("fees/receipts/:id", "routes/api/fees/receipt.ts"),
    // The classroom week
    route("teacher/batches/:batchId/timetable", "routes/api/classroom/timetable.ts"),
    route("teacher/batches/:batchId/timetable/:classId", "routes/api/classroom/timetable-class.ts"),
    route("teacher/batches/:batchId/timetable/:classId/cancel", "routes/api/classroom/cancel-class.ts"),
    route("teacher/batches/:batchId/timetable/:classId/restore", "routes/api/classroom/restore-class.ts"),
    route("teacher/batches/:batchId/extra-class", "routes/api/classroom/extra-class.ts"),
    route("teacher/batches/:batchId/register/:classId/:date", "routes/api/classroom/register.ts"),
    route("teacher/batches/:batchId/attendance", "routes/api/classroom/month.ts"),
    route("attendance/student/:studentId", "routes/api/classroom/student-attendance.ts"),
    route("teacher/subjects/:subjectId/homework", "routes/api/classroom/subject-homework.ts"),
    route("teacher/homework/:id", "routes/api/classroom/homework.ts"),
    route("student/homework", "routes/api/classroom/my-homework.ts"),
    route("student/homework/:id/done", "routes/api/classroom/homework-done.ts"),
    // Families: guardians, parent links, announcements, the WhatsApp outbox
    route("family/:token", "routes/api/families/family.ts"),
    route("students/:studentId/guardians", "routes/api/families/guardians.ts"),
    route("students/:studentId/guardians/:guardianId", "routes/api/families/guardian.ts"),
    route("students/:studentId/guardians/:guardianId/parent-link", "routes/api/families/parent-link.ts"),
    route("students/:studentId/guardian-changes/:changeId", "routes/api/families/guardian-change.ts"),
    route("teacher/announcements", "routes/api/families/announcements.ts"),
    route("teacher/announcements/:id", "routes/api/families/announcement.ts"),
    // 'Pin' and 'Unpin' of an announcement
    route("teacher/announcements/:id/pin", "routes/api/families/announcement-pin.ts"),
    route("teacher/announcements/:id/unpin", "routes/api/families/announcement-unpin.ts"),
    route("student/announcements", "routes/api/families/student-announcements.ts"),
    route("teacher/outbox/whatsapp", "routes/api/families/whatsapp-outbox.ts"),
    route("teacher/outbox/whatsapp/:id/sent", "routes/api/families/whatsapp-sent.ts"),
    route("teacher/outbox/whatsapp/batch-texts/:id/sent", "routes/api/families/whatsapp-batch-text-sent.ts"),
    route("teacher/outbox/whatsapp/batch-texts/:id/families", "routes/api/families/whatsapp-batch-text-families.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
