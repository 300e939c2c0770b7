import { prefix, route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** Online tests: the teacher's question paper and answer key, the student's attempt. */
export const onlineTestsRoutes: AreaRoutes = {
  open: [
    route(
      "teacher/test/:batchId/:subjectId/tests/:testId/paper.csv",
      "routes/online-tests/teacher/question-paper-csv.ts",
    ),
  ],
  student: [
    // One page of ten questions at a time, and the confirmation of submitting
    route("test/:testId/attempt", "routes/online-tests/student/attempt.tsx"),
    route("test/:testId/submit", "routes/online-tests/student/submit-test.tsx"),
    route("test/:testId/finish-section", "routes/online-tests/student/finish-section.tsx"),
  ],
  teacher: [
    route("teacher/test/:batchId/:subjectId/tests/:testId/paper", "routes/online-tests/teacher/question-paper.tsx"),
    route("teacher/test/:batchId/:subjectId/tests/:testId/answers", "routes/online-tests/teacher/enter-answers.tsx"),
    route(
      "teacher/test/:batchId/:subjectId/tests/:testId/paper/from-bank",
      "routes/online-tests/teacher/paper-from-bank.tsx",
    ),
  ],
  api: prefix("online-tests/:testId", [
    route("paper", "routes/online-tests/api/paper.ts"),
    route("paper.csv", "routes/online-tests/api/paper-csv.ts"),
    route("questions/:position/image", "routes/online-tests/api/question-image.ts"),
    route("window", "routes/online-tests/api/window.ts"),
    route("remark", "routes/online-tests/api/remark.ts"),
    route("extra-attempts/:studentId", "routes/online-tests/api/extra-attempt.ts"),
    route("answer-strings", "routes/online-tests/api/answer-strings.ts"),
    route("analysis", "routes/online-tests/api/analysis.ts"),
    route("attempt", "routes/online-tests/api/attempt.ts"),
    route("attempt/submit", "routes/online-tests/api/submit.ts"),
    route("attempt/finish-section", "routes/online-tests/api/finish-section.ts"),
    route("paper/from-bank", "routes/online-tests/api/paper-from-bank.ts"),
  ]),
};
