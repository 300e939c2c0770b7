import type { Verification } from "~/domain/cards/id-card-links.server";
import type { Remarks } from "~/domain/cards/remarks.server";
import type { ReportCard } from "~/domain/cards/report-card-figures.server";

/** The teacher's remarks in the API's field names; null when there are none. */
export const remarksAnswer = (remarks: Remarks) =>
  remarks && { text: remarks.text, written_by: remarks.writtenBy, written_at: remarks.writtenAt.toISOString() };

type Total = ReportCard["overall"];
const totalAnswer = (total: Total) => ({ obtained: total.obtained, max: total.max, percent: total.percent });

/** GET /teacher/students/{id}/report-card: the figures the PDF prints. */
export const reportCardAnswer = (card: ReportCard) => ({
  student: {
    id: card.student.id,
    name: card.student.name,
    batch_name: card.student.batchName,
    roll_no: card.student.rollNo,
  },
  subjects: card.subjects.map((subject) => ({
    id: subject.id,
    subject_name: subject.name,
    tests: subject.tests.map((test) => ({
      id: test.id,
      test_name: test.name,
      date: test.date,
      max_marks: test.max,
      marks: test.marks,
      attempted: test.attempted,
      entered: test.entered,
    })),
    total: totalAnswer(subject.total),
  })),
  overall: totalAnswer(card.overall),
  attendance: card.attendance,
  remarks: remarksAnswer(card.remarks),
});

/** GET /verify/{token}: whether the card's student is enrolled now, and nothing private. */
export const verificationAnswer = (card: Verification) =>
  card.enrolled
    ? { enrolled: true, name: card.name, batch_name: card.batchName, institute: card.institute }
    : { enrolled: false, institute: card.institute };
