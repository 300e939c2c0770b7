import { newTestSchema } from "~/schemas/marks";
import { attemptAnswersSchema, questionRowSchema, windowSchema } from "~/schemas/online-tests";
import { setPublished } from "../marks/publish.server";
import { createTest } from "../marks/tests.server";
import { saveAttemptAnswers, startAttempt, submitAttempt } from "../online-tests/attempts.server";
import { saveQuestions, setWindow, wallTimeOf } from "../online-tests/paper.server";
import type { DemoClock } from "./dates";
import type { DemoPeople } from "./people";

const question = (text: string, options: string[], answer: string, marks = 4) => ({
  text,
  option_a: options[0] ?? "",
  option_b: options[1] ?? "",
  option_c: options[2] ?? "",
  option_d: options[3] ?? "",
  answer,
  marks,
  negative_marks: options.length ? 1 : 0,
});

const REAL_NUMBERS = [
  question("The HCF of 96 and 404 is", ["2", "4", "12", "16"], "B"),
  question("Which of these is irrational?", ["√4", "0.25", "√5", "22/7"], "C"),
  question("HCF × LCM of 12 and 18 equals", ["36", "108", "216", "6"], "C"),
  question("Write the LCM of 6, 72 and 120.", [], "360"),
  question("Which of these have a terminating decimal expansion?", ["13/125", "17/6", "7/80", "29/343"], "AC"),
];
/** Each student's answers to REAL_NUMBERS: Aarav, Ananya, Rohan, Kavya. */
const REAL_NUMBERS_ANSWERS = [
  { 1: "B", 2: "C", 3: "C", 4: "360", 5: "A" },
  { 1: "B", 2: "C", 3: "C", 4: "360", 5: "AC" },
  { 1: "A", 2: "C", 3: "B", 4: "720" },
  { 1: "B", 2: "C", 3: "C", 4: "360", 5: "AC" },
];

const POLYNOMIALS = [
  question("The degree of 5x³ − 4x² + 7 is", ["1", "2", "3", "5"], "C"),
  question("The zeroes of x² − 5x + 6 are", ["2 and 3", "−2 and −3", "1 and 6", "−1 and 6"], "A"),
  question("If α and β are the zeroes of x² − 7x + 10, what is α + β?", [], "7"),
  question("A quadratic polynomial has at most how many zeroes?", ["1", "2", "3", "4"], "B"),
  question(
    "The sum and product of the zeroes of 2x² − 8x + 6 are",
    ["4 and 3", "−4 and 3", "8 and 6", "4 and −3"],
    "A",
  ),
];

/** A Maths test taken on the site, with its questions and its window. */
async function onlineTest(
  { teacher, batchId, maths }: DemoPeople,
  name: string,
  date: string,
  questions: ReturnType<typeof question>[],
  window: { opens: Date; closes: Date; minutes: number },
) {
  const { test } = await createTest(teacher, batchId, maths, newTestSchema.parse({ test_name: name, date }));
  await saveQuestions(
    teacher,
    test.id,
    questions.map((row) => questionRowSchema.parse(row)),
  );
  await setWindow(
    teacher,
    test.id,
    windowSchema.parse({
      opens_at: wallTimeOf(window.opens),
      closes_at: wallTimeOf(window.closes),
      duration_minutes: window.minutes,
      shuffle_options: false,
      solutions_after_close: true,
    }),
  );
  return test.id;
}

/**
 * Last week's quiz, taken on the site by the four students and published, and this week's, open from the seed's
 * instant for seven days (tests that sign in right after seeding find it open).
 */
export async function seedDemoOnlineTests(people: DemoPeople, clock: DemoClock) {
  const opened = clock.daysLater(-7);
  const lastWeek = await onlineTest(people, "Weekly Quiz 2: Real Numbers", clock.dayIn(-7), REAL_NUMBERS, {
    opens: opened,
    closes: clock.daysLater(-6),
    minutes: 20,
  });
  const started = new Date(opened.getTime() + 60 * 60_000);
  const submitted = new Date(started.getTime() + 15 * 60_000);
  for (const [index, student] of people.students.entries()) {
    await startAttempt(student, lastWeek, started);
    await saveAttemptAnswers(
      student,
      lastWeek,
      attemptAnswersSchema.parse({ answers: REAL_NUMBERS_ANSWERS[index] }),
      started,
    );
    await submitAttempt(student, lastWeek, submitted);
  }
  await setPublished(people.teacher, lastWeek, true, {
    tellFamilies: false,
    at: clock.daysLater(-5),
  });

  await onlineTest(people, "Weekly Quiz 3: Polynomials", clock.dayIn(0), POLYNOMIALS, {
    opens: clock.at,
    closes: clock.daysLater(7),
    minutes: 30,
  });
}
