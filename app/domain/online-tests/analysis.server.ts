import { db } from "~/db.server";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { markAnswers, normalAnswer, OPTION_LETTERS } from "../marks/marking";
import { findTest, registeredStudents } from "../marks/tests.server";
import { answerKey, answersOf, countingAttempts } from "./record-marks.server";
import { givenOf, marksBySection } from "./sections";

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
  const tallies = new Map(
    key.map((question) => [
      question.position,
      { given: 0, correct: 0, wrong: 0, unattempted: 0, wrongLetters: new Map<string, number>() },
    ]),
  );
  const sectionsOf = new Map<number, { total: number; sections: ReturnType<typeof marksBySection> }>();
  for (const attempt of attempts) {
    const answers = answersOf(attempt.answers);
    // A student who drew their own paper is counted on the questions they were given.
    const given = givenOf(attempt.drawn, key);
    const marked = markAnswers(given, answers);
    const sections = marksBySection(
      given,
      marked.questions.map((question) => question.marks),
    );
    if (sections.length > 0) sectionsOf.set(attempt.studentId, { total: marked.total, sections });
    marked.questions.forEach((question, index) => {
      const tally = tallies.get(question.position) as NonNullable<ReturnType<typeof tallies.get>>;
      tally.given += 1;
      tally[question.outcome] += 1;
      if (question.outcome !== "wrong" || given[index].kind === "numerical") return;
      for (const letter of normalAnswer(given[index].kind, answers[question.position]) ?? "") {
        if (!given[index].answer.includes(letter))
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
    questions: key.map((question) => {
      const tally = tallies.get(question.position) as NonNullable<ReturnType<typeof tallies.get>>;
      const [mostWrong] = [...tally.wrongLetters.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      return {
        position: question.position,
        answer: question.answer,
        correct: percent(tally.correct, tally.given),
        wrong: percent(tally.wrong, tally.given),
        unattempted: percent(tally.unattempted, tally.given),
        mostChosenWrong: mostWrong && OPTION_LETTERS.includes(mostWrong[0] as never) ? mostWrong[0] : null,
      };
    }),
  };
}

export type QuestionAnalysis = Awaited<ReturnType<typeof questionAnalysis>>;
