import { db } from "~/db.server";
import type { Actor } from "../actor";
import { assertTeacher } from "../guards.server";
import { markAnswers, normalAnswer, OPTION_LETTERS } from "../marks/marking";
import { findTest } from "../marks/tests.server";
import { answerKey, answersOf, countingAttempts } from "./record-marks.server";

const percent = (count: number, of: number) => (of === 0 ? 0 : Math.round((count * 1000) / of) / 10);

/**
 * Each question's share of correct, wrong and unattempted answers among the attempts that count (online
 * and answer strings alike), and the wrong option chosen most often.
 */
export async function questionAnalysis(actor: Actor, testId: number) {
  assertTeacher(actor);
  const test = await findTest(testId);
  const key = await answerKey(db, testId);
  const attempts = await countingAttempts(db, testId);
  const tallies = key.map(() => ({ correct: 0, wrong: 0, unattempted: 0, wrongLetters: new Map<string, number>() }));
  for (const attempt of attempts) {
    const answers = answersOf(attempt.answers);
    markAnswers(key, answers).questions.forEach((question, index) => {
      const tally = tallies[index];
      tally[question.outcome] += 1;
      if (question.outcome !== "wrong" || key[index].kind === "numerical") return;
      for (const letter of normalAnswer(key[index].kind, answers[question.position]) ?? "") {
        if (!key[index].answer.includes(letter))
          tally.wrongLetters.set(letter, (tally.wrongLetters.get(letter) ?? 0) + 1);
      }
    });
  }
  return {
    test: { id: test.id, name: test.name },
    students: attempts.length,
    questions: key.map((question, index) => {
      const tally = tallies[index];
      const [mostWrong] = [...tally.wrongLetters.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      return {
        position: question.position,
        answer: question.answer,
        correct: percent(tally.correct, attempts.length),
        wrong: percent(tally.wrong, attempts.length),
        unattempted: percent(tally.unattempted, attempts.length),
        most_chosen_wrong: mostWrong && OPTION_LETTERS.includes(mostWrong[0] as never) ? mostWrong[0] : null,
      };
    }),
  };
}
