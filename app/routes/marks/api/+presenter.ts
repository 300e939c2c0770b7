// The API's own field names for the marks area's values: the domain answers in plain values, and these
// turn them into the names and messages API clients were given, so either side can change alone.
import type { getResults } from "~/domain/marks/sheet.server";
import type { getTestResult } from "~/domain/marks/statistics.server";
import type { listStudentTests } from "~/domain/marks/student-tests.server";
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

/** GET /test/getTestResult/{testId}: one student's result with the class's figures. */
export function presentTestResult(result: Awaited<ReturnType<typeof getTestResult>>) {
  return {
    test_id: result.testId,
    batch_id: result.batchId,
    test_name: result.testName,
    date: result.date,
    max_marks: result.maxMarks,
    attempted: result.attempted,
    student_marks: result.studentMarks,
    highestMarks: result.highestMarks,
    no_of_students_attempted: result.attemptedCount,
    average: result.average,
    rank: result.rank,
    remark: result.remark,
    published: result.published,
    message: result.published ? "Test result" : "Results not published yet",
  };
}

/** GET /test/details/{batchId}: a student's tests of one batch, with their published marks. */
export function presentStudentTests(list: Awaited<ReturnType<typeof listStudentTests>>) {
  return {
    batch_name: list.batchName,
    current_batch: list.currentBatch,
    tests: list.tests.map((test) => ({
      ...presentTest(test),
      subject_id: test.subjectId,
      subject_name: test.subjectName,
      published: test.published,
      entered: test.entered,
      attempted: test.attempted,
      marks: test.marks,
    })),
    earlier_batches: list.earlierBatches.map(({ id, name }) => ({ id, batch_name: name })),
    message: list.tests.length > 0 ? "Tests" : "No tests available.",
  };
}
