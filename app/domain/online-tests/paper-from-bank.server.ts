import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import { MAX_QUESTIONS } from "~/schemas/online-tests";
import type { PaperRecipe } from "~/schemas/paper-from-bank";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, invalid } from "../core/errors.server";
import { say } from "../core/say.server";
import { inTransaction } from "../core/transaction.server";
import { findTest } from "../marks/tests.server";
import { imageKeysOf, releaseQuestionImages } from "./question-images.server";

type Tx = Prisma.TransactionClient;
type Section = PaperRecipe["sections"][number];

const DIFFICULTIES = ["easy", "medium", "hard"] as const;

/** A pool three times each count lets every student draw their own paper with few questions in common. */
const POOL_TIMES = 3;

/** How many questions a section gives each student: those picked by hand and its counts. */
const asked = (section: Section) => new Set(section.picked).size + section.easy + section.medium + section.hard;

/**
 * The ids in an order fixed by the seed: each id's place is its hash with the seed, so the same seed and bank
 * give the same draw, and a question added to the bank later moves none of the others.
 */
export function seededOrder(ids: number[], seed: string) {
  const place = new Map(ids.map((id) => [id, createHash("sha256").update(`${seed}:${id}`).digest("hex")]));
  return [...ids].sort((a, b) => ((place.get(a) as string) < (place.get(b) as string) ? -1 : 1));
}

const field = (index: number, name: string) => `sections[${index}].${name}`;

/**
 * The questions a section draws: those picked by hand, then each difficulty's count from its chapters; for a paper
 * whose students draw their own, `pool` times each count (as many as the chapters have), for them to draw from.
 */
async function drawSection(tx: Tx, section: Section, index: number, seed: string, taken: Set<number>, pool = 1) {
  const picked = [...new Set(section.picked)];
  const found = await tx.bankQuestion.findMany({
    where: { id: { in: picked }, mergedIntoId: null },
    select: { id: true },
  });
  const missing = picked.filter((id) => !found.some((question) => question.id === id));
  if (missing.length > 0) {
    const message = say("No question {{numbers}} in the bank.", { numbers: missing.map((id) => `#${id}`).join(", ") });
    throw invalid(message, { [field(index, "picked")]: [message] });
  }
  const ids = picked.filter((id) => !taken.has(id));
  for (const id of ids) taken.add(id);
  const chapters = section.chapters.map(({ subject, chapter }) => ({ subject, chapter }));
  for (const difficulty of DIFFICULTIES) {
    const wanted = section[difficulty];
    if (wanted === 0) continue;
    const found = await tx.bankQuestion.findMany({
      where: { difficulty, mergedIntoId: null, OR: chapters, id: { notIn: [...taken] } },
      select: { id: true },
    });
    if (found.length < wanted) {
      const message = say("These chapters have only {{count}} more questions of this difficulty.", {
        count: found.length,
      });
      throw invalid(message, { [field(index, difficulty)]: [message] });
    }
    const drawn = seededOrder(
      found.map((question) => question.id),
      `${seed}:${section.name}:${difficulty}`,
    ).slice(0, wanted * pool);
    for (const id of drawn) taken.add(id);
    ids.push(...drawn);
  }
  return seededOrder(ids, `${seed}:${section.name}`);
}

/**
 * 'New paper from the bank': each section draws its questions (by hand, and by difficulty from its chapters with
 * the seed), and the paper is written whole with the version of each question it copied, its sections and their
 * clocks, and the recipe with its seed, so the same paper can be made again. No question is drawn twice. Refused
 * once students have started the test, as a typed paper is.
 */
export async function paperFromBank(actor: Actor, testId: number, recipe: PaperRecipe) {
  assertTeacher(actor);
  await findTest(testId);
  const seed = recipe.seed || randomBytes(4).toString("hex");
  const timedEach = recipe.section_timing === "each";
  const { saved, released } = await inTransaction(async (tx) => {
    if (await tx.attempt.count({ where: { testId } }))
      throw conflict("Students have started this test: its paper stays.");
    const taken = new Set<number>();
    const drawn: { section: Section; ids: number[] }[] = [];
    const pool = recipe.draw === "each" ? POOL_TIMES : 1;
    for (const [index, section] of recipe.sections.entries())
      drawn.push({ section, ids: await drawSection(tx, section, index, seed, taken, pool) });
    if (taken.size > MAX_QUESTIONS)
      throw invalid(say("A paper has at most {{max}} questions.", { max: MAX_QUESTIONS }));
    const bank = new Map(
      (await tx.bankQuestion.findMany({ where: { id: { in: [...taken] } } })).map((question) => [
        question.id,
        question,
      ]),
    );
    const old = await tx.question.findMany({ where: { testId }, select: { imageKey: true, optionImages: true } });
    await tx.questionPaper.upsert({ where: { testId }, create: { testId }, update: {} });
    await tx.question.deleteMany({ where: { testId } });
    await tx.paperSection.deleteMany({ where: { testId } });
    let position = 0;
    const questions = drawn.flatMap(({ section, ids }) =>
      ids.map((id) => {
        const question = bank.get(id) as NonNullable<ReturnType<typeof bank.get>>;
        position += 1;
        return {
          testId,
          position,
          kind: question.kind,
          text: question.text,
          optionA: question.optionA,
          optionB: question.optionB,
          optionC: question.optionC,
          optionD: question.optionD,
          answer: question.answer,
          tolerance: question.tolerance,
          marks: section.marks,
          negativeMarks: -Math.abs(section.negative_marks),
          section: section.name,
          chapter: question.chapter,
          difficulty: question.difficulty,
          solution: question.solution,
          imageKey: question.imageKey,
          imageWidth: question.imageWidth,
          imageHeight: question.imageHeight,
          imageAlt: question.imageAlt,
          optionImages: question.optionImages,
          bankQuestionId: question.id,
          bankVersion: question.version,
        };
      }),
    );
    await tx.question.createMany({ data: questions });
    await tx.paperSection.createMany({
      data: recipe.sections.map((section, index) => ({
        testId,
        position: index + 1,
        name: section.name,
        durationMinutes: timedEach ? (section.duration_minutes ?? null) : null,
      })),
    });
    const minutes = timedEach
      ? recipe.sections.reduce((sum, section) => sum + (section.duration_minutes ?? 0), 0)
      : (recipe.duration_minutes as number);
    await tx.questionPaper.update({
      where: { testId },
      data: {
        sectionTiming: recipe.section_timing,
        durationMinutes: minutes,
        recipe: JSON.stringify({ ...recipe, seed }),
        drawPerStudent: recipe.draw === "each",
      },
    });
    // Out of what one student is given: the whole paper, or each section's counts when they draw their own.
    const total =
      recipe.draw === "each"
        ? recipe.sections.reduce((sum, section) => sum + section.marks * asked(section), 0)
        : questions.reduce((sum, question) => sum + question.marks, 0);
    await tx.test.update({ where: { id: testId }, data: { maxMarks: Math.max(1, Math.ceil(total)) } });
    return {
      saved: {
        questions: questions.length,
        maxMarks: Math.ceil(total),
        seed,
        message: say("{{count}} questions drawn from the bank, {{total}} marks in all (seed {{seed}})", {
          count: questions.length,
          total: Math.ceil(total),
          seed,
        }),
      },
      released: old.flatMap(imageKeysOf),
    };
  });
  await releaseQuestionImages(released);
  return saved;
}

/** How many questions each student is given by a recipe whose students draw their own. */
export const questionsEach = (recipe: PaperRecipe) => recipe.sections.reduce((sum, section) => sum + asked(section), 0);

/** The recipe a paper was drawn by, to fill the form for making it again; null for a paper typed or imported. */
export function recipeOf(json: string): PaperRecipe | null {
  return json === "" ? null : (JSON.parse(json) as PaperRecipe);
}

/**
 * A student's own draw from a paper whose students draw their own: in each section, the questions picked by hand
 * and each difficulty's count from the pool, seeded by the paper's seed and the student, in the paper's order.
 * Null for a paper that is the same for everyone.
 */
export async function drawFor(tx: Pick<Tx, "question" | "questionPaper">, testId: number, studentId: number) {
  const paper = await tx.questionPaper.findUnique({
    where: { testId },
    select: { drawPerStudent: true, recipe: true },
  });
  const recipe = paper?.drawPerStudent ? recipeOf(paper.recipe) : null;
  if (!recipe) return null;
  const pool = await tx.question.findMany({
    where: { testId },
    orderBy: { position: "asc" },
    select: { position: true, section: true, difficulty: true, bankQuestionId: true },
  });
  const drawn: number[] = [];
  for (const section of recipe.sections) {
    const own = pool.filter((question) => question.section === section.name);
    const picked = own.filter((question) => section.picked.includes(question.bankQuestionId ?? 0));
    drawn.push(...picked.map((question) => question.position));
    for (const difficulty of DIFFICULTIES) {
      const choices = own
        .filter((question) => question.difficulty === difficulty && !picked.includes(question))
        .map((question) => question.position);
      const seed = `${recipe.seed}:${studentId}:${section.name}:${difficulty}`;
      drawn.push(...seededOrder(choices, seed).slice(0, section[difficulty]));
    }
  }
  return drawn.sort((a, b) => a - b);
}
