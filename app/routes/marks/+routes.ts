import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** 'Add test' on a batch's page. */
export const testDialogOnBatchPage = [route("subjects/:subjectId/tests/new", "routes/marks/teacher/new-test.tsx")];

/** Tests and their marks: the teacher's Tests page and marks sheets, the student's results and report cards. */
export const marksRoutes: AreaRoutes = {
  open: [
    route("teacher/test/:batchId/:subjectId/marks.csv", "routes/marks/teacher/subject-marks-csv.ts"),
    route("teacher/test/:batchId/:subjectId/tests/:testId/marks.csv", "routes/marks/teacher/test-marks-csv.ts"),
    route("teacher/test/:batchId/:subjectId/tests/:testId/publish", "routes/marks/teacher/publish-results.ts"),
    route("teacher/test/:batchId/:subjectId/tests/:testId/unpublish", "routes/marks/teacher/unpublish-results.ts"),
  ],
  student: [
    route("tests/:batchId", "routes/marks/student/tests.tsx"),
    route("testDetails/:testId", "routes/marks/student/test-details.tsx"),
    // The printable report card of one subject
    route("report/:subjectId", "routes/marks/student/report-card.tsx"),
    // The whole report card: every subject on one printed A4 page
    route("report", "routes/marks/student/whole-report-card.tsx"),
  ],
  teacher: [
    route("teacher/test/:batchId/:subjectId", "routes/marks/teacher/tests.tsx", [
      // 'Add test' on the Tests page itself, the same dialog as on the batch page
      route("tests/new", "routes/marks/teacher/new-test-on-tests-page.tsx"),
      // Correcting and deleting a test
      route("tests/:testId/edit", "routes/marks/teacher/edit-test.tsx"),
      route("tests/:testId/delete", "routes/marks/teacher/delete-test.tsx"),
    ]),
    // Roll numbers and the change history of a test's marks
    route("teacher/test/:batchId/:subjectId/roll-numbers", "routes/marks/teacher/roll-numbers.tsx"),
    route("teacher/test/:batchId/:subjectId/tests/:testId/history", "routes/marks/teacher/mark-history.tsx"),
  ],
  api: [
    route("test/details/:batchId", "routes/marks/api/student-tests.ts"),
    route("test/details/:batchId/:subjectId", "routes/marks/api/subject-tests.ts"),
    route("test/getTestResult/:testId", "routes/marks/api/test-result.ts"),
    route("test/getResults/:testId", "routes/marks/api/test-results.ts"),
    route("test/marks/:testId", "routes/marks/api/save-results.ts"),
    route("test/updateResult/:testId", "routes/marks/api/update-results.ts"),
    route("test/newTest", "routes/marks/api/new-test.ts"),
    // Publish and unpublish a test's results
    route("test/publish/:testId", "routes/marks/api/publish-results.ts"),
    route("test/unpublish/:testId", "routes/marks/api/unpublish-results.ts"),
    route("teacher/tests/:id", "routes/marks/api/test.ts"),
  ],
};
