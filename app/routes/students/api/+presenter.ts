import type { listSubjectStudents } from "~/domain/access/rules.server";
import type { getStudentProfile, listStudents, StudentRow } from "~/domain/students/directory.server";
import type { StudentHome } from "~/domain/students/home.server";
import { ACCESS_PENDING } from "~/schemas/words";

/** GET /student/details: the student's home in the API's field names. */
export const studentDetailsAnswer = (home: StudentHome) => ({
  student: true,
  batch: {
    id: home.batch?.id ?? -1,
    batch_name: home.batch?.name ?? "",
    ended_on: home.batch?.endedAt?.toISOString() ?? null,
  },
  subs: home.subjects.map(({ id, name, permitted }) => ({ id, subject_name: name, permitted })),
  permitted: home.permitted,
  offered: home.offered.map(({ id, name }) => ({ id, subject_name: name })),
  message: home.subjects.length > 0 && !home.permitted ? ACCESS_PENDING : "Student details",
});

/** A student in the API's field names. */
export const studentAnswer = (student: StudentRow) => ({
  id: student.id,
  first_name: student.firstName,
  last_name: student.lastName,
  email: student.email,
  batch_id: student.batchId,
  batch_name: student.batchName,
  deactivated: student.deactivated,
  // The first guardian ({name, mobile}), so the teacher can call home; null when none.
  guardian: student.guardian,
});

/** GET /teacher/students: a page of the directory. */
export const studentListAnswer = ({ students, ...page }: Awaited<ReturnType<typeof listStudents>>) => ({
  students: students.map(studentAnswer),
  ...page,
  message: page.total > 0 ? "Students" : "No students found",
});

/** GET /teacher/students/{id}: the student, their subjects with access, and their results. */
export const studentProfileAnswer = (profile: Awaited<ReturnType<typeof getStudentProfile>>) => ({
  student: studentAnswer(profile.student),
  subjects: profile.subjects.map(({ id, name, permitted }) => ({ id, subject_name: name, permitted })),
  results: profile.results.map((result) => ({
    test_id: result.testId,
    test_name: result.testName,
    subject_name: result.subjectName,
    date: result.date,
    max_marks: result.maxMarks,
    marks: result.marks,
    attempted: result.attempted,
  })),
  message: "Student",
});

/** GET /teacher/students/{batchId}/{subjectId}: who registered for a subject, and whether each is permitted. */
export const subjectStudentsAnswer = ({ subjectName, students }: Awaited<ReturnType<typeof listSubjectStudents>>) => ({
  subject_name: subjectName,
  students: students.map((student) => ({
    id: student.id,
    first_name: student.firstName,
    last_name: student.lastName,
    email: student.email,
    permitted: student.permitted,
  })),
  message: students.length > 0 ? "Students" : "No students have registered for this subject yet.",
});
