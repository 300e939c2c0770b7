import { newTestSchema } from "~/schemas/marks";
import { attemptAnswersSchema, questionRowSchema, windowSchema } from "~/schemas/online-tests";
import { setPublished } from "../marks/publish.server";
import { createTest } from "../marks/tests.server";
import { saveAttemptAnswers, startAttempt, submitAttempt } from "../online-tests/attempts.server";
import { saveQuestions, setWindow, wallTimeOf } from "../online-tests/paper.server";
import type { DemoClock } from "./dates.server";
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

const CHEMICAL_REACTIONS = [
  question("Rust forming on iron is", ["a decomposition", "an oxidation", "a displacement", "a neutralisation"], "B"),
  question("Which gas turns lime water milky?", ["Oxygen", "Hydrogen", "Carbon dioxide", "Nitrogen"], "C"),
  question(
    "Zn + CuSO₄ → ZnSO₄ + Cu is a",
    ["combination reaction", "decomposition reaction", "displacement reaction", "double displacement reaction"],
    "C",
  ),
  question("In 2H₂ + O₂ → 2H₂O, how many molecules of water form from 4 molecules of hydrogen?", [], "4"),
  question(
    "Which of these are exothermic?",
    ["Burning natural gas", "Electrolysis of water", "Respiration", "Melting ice"],
    "AC",
  ),
];
/** Each student's answers to CHEMICAL_REACTIONS: Aarav, Ananya, Rohan, Kavya. */
const CHEMICAL_REACTIONS_ANSWERS = [
  { 1: "B", 2: "C", 3: "C", 4: "4", 5: "A" },
  { 1: "B", 2: "C", 3: "C", 4: "4", 5: "AC" },
  { 1: "A", 2: "C", 3: "B", 4: "2" },
  { 1: "B", 2: "C", 3: "C", 4: "4", 5: "AC" },
];

const ACIDS_AND_BASES = [
  question("The pH of pure water at 25 °C is", ["0", "5", "7", "14"], "C"),
  question("Which of these turns blue litmus red?", ["Lemon juice", "Soap solution", "Lime water", "Baking soda"], "A"),
  question("Write the pH below which a solution is acidic.", [], "7"),
  question(
    "The chemical name of baking soda is",
    ["Sodium carbonate", "Sodium hydrogen carbonate", "Sodium chloride", "Calcium oxide"],
    "B",
  ),
  question(
    "An antacid treats acidity because it is",
    ["an acid", "a mild base", "a salt of a strong acid", "an indicator"],
    "B",
  ),
];

/** A Science test taken on the site, with its questions and its window. */
async function onlineTest(
  { teacher, batchId, science }: DemoPeople,
  name: string,
  date: string,
  questions: ReturnType<typeof question>[],
  window: { opens: Date; closes: Date; minutes: number },
) {
  const { test } = await createTest(teacher, batchId, science, newTestSchema.parse({ test_name: name, date }));
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
 * Science quizzes (the Maths tests stay as the marks sheet's screenshots show them): last week's, taken on the
 * site by the four students and published, and this week's, open from the seed's instant for seven days (tests
 * that sign in right after seeding find it open).
 */
export async function seedDemoOnlineTests(people: DemoPeople, clock: DemoClock) {
  const opened = clock.daysLater(-7);
  const lastWeek = await onlineTest(people, "Weekly Quiz 2: Chemical Reactions", clock.dayIn(-7), CHEMICAL_REACTIONS, {
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
      attemptAnswersSchema.parse({ answers: CHEMICAL_REACTIONS_ANSWERS[index] }),
      started,
    );
    await submitAttempt(student, lastWeek, submitted);
  }
  await setPublished(people.teacher, lastWeek, true, {
    tellFamilies: false,
    at: clock.daysLater(-5),
  });

  await onlineTest(people, "Weekly Quiz 3: Acids, Bases and Salts", clock.dayIn(0), ACIDS_AND_BASES, {
    opens: clock.at,
    closes: clock.daysLater(7),
    minutes: 30,
  });
}
