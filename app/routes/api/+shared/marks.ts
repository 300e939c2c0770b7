// The API's own field names for the marks area's values: the domain answers in plain values, and these
// turn them into the names and messages API clients were given, so either side can change alone.
import type { getResults } from "~/domain/marks/sheet.server";
import type { listSubjectTests } from "~/domain/marks/tests.server";
import { MESSAGES } from "~/schemas/words";

type Test = { id: number; name: string; date: string; maxMarks: number };

export const presentTest = ({ id, name, date, maxMarks }: Test) => ({ id, name, date, max_marks: maxMarks });

/** GET /test/details/{batchId}/{subjectId}: a subject's tests and its students, for the teacher. */
export function presentSubjectTests(overview: Awaited<ReturnType<typeof listSubjectTests>>) {
  return {
    batch_id: overview.batchId,
    subject_id: overview.subjectId,
    batch_name: overview.batchName,
    subject_name: overview.subjectName,
    tests: overview.tests.map((test) => ({ ...presentTest(test), results: test.results, published: test.published })),
    students: overview.students.map(({ id, name, email, rollNo }) => ({ id, name, email, roll_no: rollNo })),
    message: overview.tests.length > 0 ? "Tests" : "No tests yet",
  };
}

/** GET /test/getResults/{testId}: a test's saved results. */
export function presentResults(results: Awaited<ReturnType<typeof getResults>>) {
  return {
    results: results.map(({ id, studentId, marks, attempted, remark }) => ({
      id,
      student_id: studentId,
      marks,
      attempted,
      remark,
    })),
    message: results.length > 0 ? "Results" : MESSAGES.noResults,
  };
}
