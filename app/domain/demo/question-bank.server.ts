import { db } from "~/db.server";
import { bankQuestionSchema } from "~/schemas/bank";
import { newTestSchema } from "~/schemas/marks";
import { windowSchema } from "~/schemas/online-tests";
import { paperFromBankSchema } from "~/schemas/paper-from-bank";
import { addBankQuestion } from "../bank/questions.server";
import { inTransaction } from "../core/transaction.server";
import { setPublished } from "../marks/publish.server";
import { createTest } from "../marks/tests.server";
import { saveAttemptAnswers, startAttempt, submitAttempt } from "../online-tests/attempts.server";
import { setWindow, wallTimeOf } from "../online-tests/paper.server";
import { paperFromBank } from "../online-tests/paper-from-bank.server";
import { addTestToSeries, createSeries } from "../series/series.server";
import type { DemoClock } from "./dates.server";
import type { DemoPeople } from "./people";

type Row = [difficulty: "easy" | "medium" | "hard", text: string, options: string[], answer: string, solution: string];

/** Class 10 board questions, kept by chapter: formulas in LaTeX, chemistry in \ce{}. */
const BANK: Record<string, Record<string, Row[]>> = {
  Mathematics: {
    "Quadratic equations": [
      [
        "easy",
        "The roots of $x^2 - 5x + 6 = 0$ are",
        ["2 and 3", "−2 and −3", "1 and 6", "−1 and −6"],
        "A",
        "$x^2 - 5x + 6 = (x - 2)(x - 3)$, so $x = 2$ or $x = 3$.",
      ],
      ["easy", "The discriminant of $2x^2 + 3x - 2 = 0$ is", [], "25", "$b^2 - 4ac = 9 + 16 = 25$."],
      [
        "easy",
        "Which of these is a quadratic equation?",
        ["$x^2 + 3x = x^2 - 1$", "$(x + 1)^2 = 2x + 3$", "$x^3 - x = 0$", "$2x + 1 = 0$"],
        "B",
        "$(x + 1)^2 = 2x + 3$ gives $x^2 - 2 = 0$, of degree 2.",
      ],
      [
        "medium",
        "For which $k > 0$ does $x^2 + kx + 9 = 0$ have equal roots?",
        [],
        "6",
        "Equal roots: $k^2 - 36 = 0$, so $k = 6$.",
      ],
      [
        "medium",
        "The sum of the roots of $3x^2 - 7x + 2 = 0$ is",
        ["$\\frac{7}{3}$", "$-\\frac{7}{3}$", "$\\frac{2}{3}$", "$3$"],
        "A",
        "The sum of the roots is $-\\frac{b}{a} = \\frac{7}{3}$.",
      ],
      [
        "medium",
        "The larger root of $x^2 - 4x + 1 = 0$, to two decimals",
        [],
        "3.73±0.01",
        "$x = \\frac{4 \\pm \\sqrt{12}}{2} = 2 \\pm \\sqrt{3}$; the larger is $3.73$.",
      ],
      [
        "hard",
        "One root of $x^2 - px + 8 = 0$ is twice the other, and $p > 0$. Find $p$.",
        [],
        "6",
        "Roots $r$ and $2r$: $2r^2 = 8$, so $r = 2$ and $p = 3r = 6$.",
      ],
      [
        "hard",
        "Which are true of $x^2 + x + 1 = 0$?",
        ["It has no real roots", "Its discriminant is $-3$", "Its roots are equal", "The product of its roots is $1$"],
        "ABD",
        "$D = 1 - 4 = -3 < 0$; the product is $\\frac{c}{a} = 1$.",
      ],
    ],
    Trigonometry: [
      [
        "easy",
        "$\\sin^2\\theta + \\cos^2\\theta$ equals",
        ["$0$", "$1$", "$2$", "$\\tan\\theta$"],
        "B",
        "The Pythagorean identity: $\\sin^2\\theta + \\cos^2\\theta = 1$.",
      ],
      [
        "easy",
        "$\\tan 45^\\circ$ is",
        ["$0$", "$1$", "$\\sqrt{3}$", "$\\frac{1}{\\sqrt{3}}$"],
        "B",
        "In a right isosceles triangle both legs are equal, so $\\tan 45^\\circ = 1$.",
      ],
      ["easy", "The value of $\\sin 30^\\circ$", [], "0.5", "$\\sin 30^\\circ = \\frac{1}{2}$."],
      [
        "medium",
        "If $\\sin\\theta = \\frac{3}{5}$ and $\\theta$ is acute, $\\cos\\theta$ is",
        ["$\\frac{4}{5}$", "$\\frac{3}{4}$", "$\\frac{5}{4}$", "$\\frac{5}{3}$"],
        "A",
        "$\\cos\\theta = \\sqrt{1 - \\frac{9}{25}} = \\frac{4}{5}$.",
      ],
      [
        "medium",
        "The value of $\\frac{1 - \\tan^2 45^\\circ}{1 + \\tan^2 45^\\circ}$",
        [],
        "0",
        "$\\tan 45^\\circ = 1$, so the numerator is $0$.",
      ],
      [
        "medium",
        "A 10 m ladder makes $60^\\circ$ with the ground. How high up the wall does it reach, in m to one decimal?",
        [],
        "8.7±0.1",
        "$h = 10 \\sin 60^\\circ = 5\\sqrt{3} \\approx 8.7$ m.",
      ],
      [
        "hard",
        "From 30 m away, the top of a tower is at an elevation of $30^\\circ$. Its height in m, to one decimal",
        [],
        "17.3±0.1",
        "$h = 30 \\tan 30^\\circ = \\frac{30}{\\sqrt{3}} \\approx 17.3$ m.",
      ],
      [
        "hard",
        "Which are identities?",
        [
          "$1 + \\tan^2\\theta = \\sec^2\\theta$",
          "$1 + \\cot^2\\theta = \\csc^2\\theta$",
          "$\\sin\\theta + \\cos\\theta = 1$",
          "$\\sec\\theta \\cos\\theta = 1$",
        ],
        "ABD",
        "Divide $\\sin^2\\theta + \\cos^2\\theta = 1$ by $\\cos^2\\theta$ and by $\\sin^2\\theta$; $\\sec\\theta = \\frac{1}{\\cos\\theta}$.",
      ],
    ],
  },
  Physics: {
    Light: [
      [
        "easy",
        "The mirror formula is",
        [
          "$\\frac{1}{f} = \\frac{1}{v} + \\frac{1}{u}$",
          "$f = u + v$",
          "$\\frac{1}{f} = \\frac{1}{v} - \\frac{1}{u}$",
          "$m = \\frac{u}{v}$",
        ],
        "A",
        "For a mirror, $\\frac{1}{f} = \\frac{1}{v} + \\frac{1}{u}$; the lens formula has the minus sign.",
      ],
      [
        "easy",
        "The SI unit of the power of a lens is",
        ["watt", "dioptre", "metre", "joule"],
        "B",
        "$P = \\frac{1}{f}$ with $f$ in metres, in dioptres (D).",
      ],
      [
        "easy",
        "A concave mirror has a focal length of 10 cm. Its radius of curvature, in cm",
        [],
        "20",
        "$R = 2f = 20$ cm.",
      ],
      [
        "medium",
        "The power of a convex lens of focal length 20 cm, in dioptres",
        [],
        "5",
        "$P = \\frac{1}{0.2\\,\\text{m}} = 5$ D.",
      ],
      [
        "medium",
        "With $\\frac{1}{f} = \\frac{1}{v} - \\frac{1}{u}$, an object at $u = -30$ cm before a lens of $f = 15$ cm forms its image at $v =$ (cm)",
        [],
        "30",
        "$\\frac{1}{v} = \\frac{1}{15} - \\frac{1}{30} = \\frac{1}{30}$, so $v = 30$ cm.",
      ],
      [
        "medium",
        "Glass has a refractive index of 1.5. The speed of light in it, in $10^8$ m/s",
        [],
        "2",
        "$v = \\frac{c}{n} = \\frac{3 \\times 10^8}{1.5} = 2 \\times 10^8$ m/s.",
      ],
      [
        "hard",
        "Which are true of the image in a plane mirror?",
        ["It is virtual", "It is erect", "It is magnified", "It is laterally inverted"],
        "ABD",
        "A plane mirror's image is virtual, erect, of the same size, and laterally inverted.",
      ],
      [
        "hard",
        "An object 4 cm tall stands 15 cm before a concave mirror of focal length 10 cm. The image's height in cm (negative if inverted)",
        [],
        "-8",
        "$\\frac{1}{v} = -\\frac{1}{10} + \\frac{1}{15}$ gives $v = -30$ cm; $m = -\\frac{v}{u} = -2$, so $h' = -8$ cm.",
      ],
    ],
    Electricity: [
      [
        "easy",
        "Ohm's law is",
        ["$V = IR$", "$P = VI$", "$Q = It$", "$R = \\rho\\frac{l}{A}$"],
        "A",
        "The current through a conductor is proportional to the potential difference: $V = IR$.",
      ],
      [
        "easy",
        "1 kWh in joules is",
        ["$3.6 \\times 10^6$", "$3.6 \\times 10^3$", "$10^3$", "$3600$"],
        "A",
        "$1000\\,\\text{W} \\times 3600\\,\\text{s} = 3.6 \\times 10^6$ J.",
      ],
      [
        "easy",
        "The current through a 10 Ω resistor across 5 V, in A",
        [],
        "0.5",
        "$I = \\frac{V}{R} = \\frac{5}{10} = 0.5$ A.",
      ],
      [
        "medium",
        "Resistors of 2 Ω, 3 Ω and 6 Ω in parallel: the total resistance in Ω",
        [],
        "1",
        "$\\frac{1}{R} = \\frac{1}{2} + \\frac{1}{3} + \\frac{1}{6} = 1$.",
      ],
      ["medium", "The power of a 220 V heater drawing 5 A, in W", [], "1100", "$P = VI = 220 \\times 5 = 1100$ W."],
      [
        "medium",
        "The heat in a 4 Ω resistor carrying 2 A for 10 s, by $H = I^2Rt$, in J",
        [],
        "160",
        "$H = 2^2 \\times 4 \\times 10 = 160$ J.",
      ],
      [
        "hard",
        "A wire is stretched to twice its length, its volume unchanged. Its resistance becomes",
        ["twice", "four times", "half", "the same"],
        "B",
        "Length doubles and area halves: $R = \\rho\\frac{l}{A}$ grows four times.",
      ],
      [
        "hard",
        "Which increase a metal wire's resistance?",
        ["A greater length", "A greater area", "A higher temperature", "A lower resistivity"],
        "AC",
        "$R = \\rho\\frac{l}{A}$, and a metal's resistivity grows with temperature.",
      ],
    ],
  },
  Chemistry: {
    "Chemical reactions": [
      [
        "easy",
        "$\\ce{Zn + CuSO4 -> ZnSO4 + Cu}$ is a",
        ["combination reaction", "decomposition reaction", "displacement reaction", "double displacement reaction"],
        "C",
        "Zinc, more reactive, displaces copper from its salt.",
      ],
      [
        "easy",
        "Rusting of iron is",
        ["a reduction", "an oxidation", "a neutralisation", "a sublimation"],
        "B",
        "Iron gains oxygen: $\\ce{4Fe + 3O2 + xH2O -> 2Fe2O3.xH2O}$.",
      ],
      [
        "easy",
        "In $\\ce{2H2 + O2 -> 2H2O}$, how many molecules of water form from 4 molecules of hydrogen?",
        [],
        "4",
        "Hydrogen and water are in the ratio $2 : 2$.",
      ],
      [
        "medium",
        "Which is a redox reaction?",
        [
          "$\\ce{CuO + H2 -> Cu + H2O}$",
          "$\\ce{NaCl + AgNO3 -> AgCl + NaNO3}$",
          "$\\ce{CaCO3 -> CaO + CO2}$",
          "$\\ce{HCl + NaOH -> NaCl + H2O}$",
        ],
        "A",
        "$\\ce{CuO}$ is reduced to $\\ce{Cu}$ while $\\ce{H2}$ is oxidised to $\\ce{H2O}$.",
      ],
      [
        "medium",
        "Balance $\\ce{Fe + H2O -> Fe3O4 + H2}$: the coefficient of $\\ce{H2O}$",
        [],
        "4",
        "$\\ce{3Fe + 4H2O -> Fe3O4 + 4H2}$.",
      ],
      [
        "medium",
        "A decomposition brought about by light is called",
        ["thermolysis", "electrolysis", "photolysis", "hydrolysis"],
        "C",
        "For example $\\ce{2AgCl ->[sunlight] 2Ag + Cl2}$.",
      ],
      [
        "hard",
        "Which are exothermic?",
        ["Burning natural gas", "Electrolysis of water", "Respiration", "Decomposing $\\ce{CaCO3}$"],
        "AC",
        "Burning and respiration release energy; the other two take it in.",
      ],
      [
        "hard",
        "The mass of $\\ce{CO2}$ from burning 12 g of carbon completely, in g",
        [],
        "44",
        "$\\ce{C + O2 -> CO2}$: 12 g of carbon give one mole, 44 g, of $\\ce{CO2}$.",
      ],
    ],
    "Acids, bases and salts": [
      ["easy", "The pH of pure water at 25 °C", [], "7", "Pure water is neutral: $[\\ce{H+}] = 10^{-7}$ mol/L."],
      [
        "easy",
        "Baking soda is",
        ["$\\ce{Na2CO3}$", "$\\ce{NaHCO3}$", "$\\ce{NaCl}$", "$\\ce{CaOCl2}$"],
        "B",
        "Sodium hydrogen carbonate, $\\ce{NaHCO3}$.",
      ],
      [
        "easy",
        "Which turns blue litmus red?",
        ["Lemon juice", "Soap solution", "Lime water", "Baking soda solution"],
        "A",
        "Lemon juice is acidic (citric acid).",
      ],
      [
        "medium",
        "$\\ce{HCl + NaOH -> NaCl + H2O}$ is a",
        ["neutralisation", "combination", "decomposition", "displacement"],
        "A",
        "An acid and a base give a salt and water.",
      ],
      [
        "medium",
        "The pH of a solution with $[\\ce{H+}] = 10^{-3}$ mol/L",
        [],
        "3",
        "$\\text{pH} = -\\log_{10}[\\ce{H+}] = 3$.",
      ],
      [
        "medium",
        "Plaster of Paris is",
        ["$\\ce{CaSO4.2H2O}$", "$\\ce{CaSO4.1/2H2O}$", "$\\ce{CaCO3}$", "$\\ce{CaO}$"],
        "B",
        "Gypsum heated to 373 K loses water: $\\ce{CaSO4.1/2H2O}$.",
      ],
      [
        "hard",
        "Which are strong acids?",
        ["$\\ce{HCl}$", "$\\ce{CH3COOH}$", "$\\ce{H2SO4}$", "$\\ce{H2CO3}$"],
        "AC",
        "$\\ce{HCl}$ and $\\ce{H2SO4}$ ionise completely in water.",
      ],
      [
        "hard",
        "Moles of $\\ce{NaOH}$ to neutralise 0.2 mol of $\\ce{H2SO4}$",
        [],
        "0.4",
        "$\\ce{H2SO4 + 2NaOH -> Na2SO4 + 2H2O}$: twice the moles.",
      ],
    ],
  },
};

/** The bank: every question with its first version, in the teacher's name. */
async function seedBank(people: DemoPeople) {
  const by = { id: people.teacher.id, name: `${people.teacher.firstName} ${people.teacher.lastName}` };
  await inTransaction(async (tx) => {
    for (const [subject, chapters] of Object.entries(BANK))
      for (const [chapter, rows] of Object.entries(chapters))
        for (const [difficulty, text, options, answer, solution] of rows) {
          const [option_a = "", option_b = "", option_c = "", option_d = ""] = options;
          const content = {
            subject,
            chapter,
            difficulty,
            text,
            option_a,
            option_b,
            option_c,
            option_d,
            answer,
            solution,
          };
          await addBankQuestion(tx, bankQuestionSchema.parse(content), by);
        }
  });
}

const SECTIONS = Object.entries(BANK).map(([name, chapters]) => ({
  name,
  chapters: Object.keys(chapters).map((chapter) => ({ subject: name, chapter })),
  easy: 1,
  medium: 1,
  hard: 1,
  marks: 4,
  negative_marks: 1,
  duration_minutes: 20,
}));

/** A board mock drawn from the bank with its seed, open for its window. */
async function boardMock(
  people: DemoPeople,
  name: string,
  date: string,
  timing: "one" | "each",
  window: { opens: Date; closes: Date },
) {
  const { test } = await createTest(
    people.teacher,
    people.batchId,
    people.science,
    newTestSchema.parse({ test_name: name, date }),
  );
  const recipe = paperFromBankSchema.parse({
    section_timing: timing,
    duration_minutes: 60,
    seed: name,
    sections: SECTIONS,
  });
  await paperFromBank(people.teacher, test.id, recipe);
  await setWindow(
    people.teacher,
    test.id,
    windowSchema.parse({
      opens_at: wallTimeOf(window.opens),
      closes_at: wallTimeOf(window.closes),
      duration_minutes: 60,
      shuffle_options: false,
      solutions_after_close: true,
    }),
  );
  return test.id;
}

/** How many of each section's three questions each student gets right, mock by mock (Aarav, Ananya, Rohan, Kavya). */
const RIGHT = [
  [
    [3, 2, 2],
    [2, 3, 1],
    [3, 3, 1],
    [2, 2, 2],
  ],
  [
    [2, 3, 3],
    [3, 2, 2],
    [2, 2, 2],
    [3, 3, 2],
  ],
];

/** A student takes a mock on the site, a section a page, the first `right` of each section's questions right. */
async function takeMock(people: DemoPeople, testId: number, studentIndex: number, rights: number[], startedAt: Date) {
  const student = people.students[studentIndex];
  const questions = await db.question.findMany({ where: { testId }, orderBy: { position: "asc" } });
  await startAttempt(student, testId, startedAt);
  let at = startedAt.getTime();
  for (const [index, section] of SECTIONS.entries()) {
    const own = questions.filter((question) => question.section === section.name);
    const answers = Object.fromEntries(
      own.map((question, n) => [
        String(question.position),
        n < rights[index] ? question.answer : wrongAnswer(question),
      ]),
    );
    at += (8 + studentIndex * 2 + index * 3) * 60_000;
    await saveAttemptAnswers(
      student,
      testId,
      { answers, shown: own.map((question) => question.position) },
      new Date(at),
    );
  }
  await submitAttempt(student, testId, new Date(at + 60_000));
}

const wrongAnswer = (question: { kind: string; answer: string }) =>
  question.kind === "numerical" ? String(Number(question.answer) + 1) : question.answer === "A" ? "B" : "A";

/**
 * The question bank (48 Class 10 questions in three subjects with formulas and worked solutions), two board mocks
 * drawn from it, taken by the four students and published, and a third open now, each section on its own clock; the
 * three make the board mock series, ranked by their cumulative score.
 */
export async function seedDemoQuestionBank(people: DemoPeople, clock: DemoClock) {
  await seedBank(people);
  const mocks: number[] = [];
  for (const [index, rights] of RIGHT.entries()) {
    const days = -21 + index * 7;
    const opens = clock.daysLater(days);
    const testId = await boardMock(people, `Board mock ${index + 1}`, clock.dayIn(days), "one", {
      opens,
      closes: clock.daysLater(days + 1),
    });
    for (const [student, right] of rights.entries())
      await takeMock(people, testId, student, right, new Date(opens.getTime() + (60 + student * 5) * 60_000));
    await setPublished(people.teacher, testId, true, { tellFamilies: false, at: clock.daysLater(days + 2) });
    mocks.push(testId);
  }
  mocks.push(
    await boardMock(people, "Board mock 3", clock.dayIn(0), "each", { opens: clock.at, closes: clock.daysLater(7) }),
  );
  const { series } = await createSeries(people.teacher, { name: "Board mock series 2026–27" });
  for (const testId of mocks) await addTestToSeries(people.teacher, series.id, { test_id: testId });
}
