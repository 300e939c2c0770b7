import { db } from "~/db.server";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { markAnswers, normalAnswer, OPTION_LETTERS } from "../marks/marking";
import { findTest, registeredStudents } from "../marks/tests.server";
import { answerKey, answersOf, countingAttempts } from "./record-marks.server";
import { marksBySection } from "./sections";

const percent = (count: number, of: number) => (of === 0 ? 0 : Math.round((count * 1000) / of) / 10);

/**
 * Each question's share of correct, wrong and unattempted answers among the attempts that count (online
 * and answer strings alike), and the wrong option chosen most often; and, when the paper has subject
 * sections, each student's marks by section (in roll order).
 */
export async function questionAnalysis(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const key = await answerKey(db, testId);
  const attempts = await countingAttempts(db, testId);
  const tallies = key.map(() => ({ correct: 0, wrong: 0, unattempted: 0, wrongLetters: new Map<string, number>() }));
  const sectionsOf = new Map<number, { total: number; sections: ReturnType<typeof marksBySection> }>();
  for (const attempt of attempts) {
    const answers = answersOf(attempt.answers);
    const marked = markAnswers(key, answers);
    const sections = marksBySection(
      key,
      marked.questions.map((question) => question.marks),
    );
    if (sections.length > 0) sectionsOf.set(attempt.studentId, { total: marked.total, sections });
    marked.questions.forEach((question, index) => {
      const tally = tallies[index];
      tally[question.outcome] += 1;
      if (question.outcome !== "wrong" || key[index].kind === "numerical") return;
      for (const letter of normalAnswer(key[index].kind, answers[question.position]) ?? "") {
        if (!key[index].answer.includes(letter))
          tally.wrongLetters.set(letter, (tally.wrongLetters.get(letter) ?? 0) + 1);
      }
    });
  }
  const students = sectionsOf.size > 0 ? await registeredStudents(test.subjectId) : [];
  return {
    test: { id: test.id, name: test.name },
    students: attempts.length,
    sections: [...new Set(key.map((question) => question.section))].filter(() => sectionsOf.size > 0),
    bySection: students.flatMap((student) => {
      const marks = sectionsOf.get(student.id);
      return marks ? [{ studentId: student.id, studentName: student.name, rollNo: student.rollNo, ...marks }] : [];
    }),
    questions: key.map((question, index) => {
      const tally = tallies[index];
      const [mostWrong] = [...tally.wrongLetters.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      return {
        position: question.position,
        answer: question.answer,
        correct: percent(tally.correct, attempts.length),
        wrong: percent(tally.wrong, attempts.length),
        unattempted: percent(tally.unattempted, attempts.length),
        mostChosenWrong: mostWrong && OPTION_LETTERS.includes(mostWrong[0] as never) ? mostWrong[0] : null,
      };
    }),
  };
}

export type QuestionAnalysis = Awaited<ReturnType<typeof questionAnalysis>>;
