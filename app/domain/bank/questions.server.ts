import { createHash } from "node:crypto";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { requestTranslator } from "~/i18n/request-language.server";
import type { BankQuestionContent } from "~/schemas/bank";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, notFound } from "../core/errors.server";
import { inTransaction } from "../core/transaction.server";
import { isUniqueViolation } from "../core/unique-violation.server";
import { removeUnusedImages } from "./image-files.server";

/**
 * What makes two questions the same for finding duplicates: the text and options with case, spaces and
 * punctuation folded away (a retyped question differs in those first), LaTeX kept.
 */
export function fingerprintOf(
  content: Pick<BankQuestionContent, "text" | "optionA" | "optionB" | "optionC" | "optionD">,
) {
  const folded = [content.text, content.optionA, content.optionB, content.optionC, content.optionD]
    .map((part) => part.toLowerCase().replace(/[\s.,;:!?'"()\-–—]+/g, ""))
    .join("|");
  return createHash("sha256").update(folded).digest("hex").slice(0, 32);
}

type SavedBy = { id: number | null; name: string };

/** The content a version keeps, as JSON: everything a paper copies from the question. */
const versionContent = (content: BankQuestionContent) => JSON.stringify(content);

/** The fields of a question's content, in the order the schema writes them (and a version's JSON keeps them). */
export const CONTENT_FIELDS = [
  "subject",
  "chapter",
  "topic",
  "difficulty",
  "text",
  "solution",
  "kind",
  "answer",
  "tolerance",
  "optionA",
  "optionB",
  "optionC",
  "optionD",
] as const satisfies readonly (keyof BankQuestionContent)[];

/** A question's content as its version keeps it, from its row (whose kind and difficulty the schema wrote). */
export const contentOf = (row: Record<(typeof CONTENT_FIELDS)[number], string | number>): BankQuestionContent =>
  Object.fromEntries(CONTENT_FIELDS.map((field) => [field, row[field]])) as BankQuestionContent;

/** The fields in which two contents differ. */
export const changedFields = (before: BankQuestionContent, after: BankQuestionContent) =>
  CONTENT_FIELDS.filter((field) => before[field] !== after[field]);

/**
 * Adds a question to the bank with its first version, in the caller's transaction (the form, the API and each
 * import's rows share it). Returns its id. `key`: the one-time key of the form that sent it, if any.
 */
export async function addBankQuestion(
  tx: Prisma.TransactionClient,
  content: BankQuestionContent,
  by: SavedBy,
  key: string | null = null,
) {
  const question = await tx.bankQuestion.create({
    data: { ...content, version: 1, fingerprint: fingerprintOf(content), idempotencyKey: key },
    select: { id: true },
  });
  await tx.bankQuestionVersion.create({
    data: { questionId: question.id, version: 1, content: versionContent(content), savedById: by.id, savedBy: by.name },
  });
  return question.id;
}

const savedBy = (teacher: NonNullable<Actor>): SavedBy => ({ id: teacher.id, name: displayName(teacher) });

const NOT_FOUND = "That question is not in the bank.";

/** A question still in the bank (not removed, not merged into another), or not found. */
export async function bankQuestionRow(id: number, client: Prisma.TransactionClient = db) {
  const row = await client.bankQuestion.findUnique({ where: { id } });
  if (!row || row.mergedIntoId !== null) throw notFound(NOT_FOUND);
  return row;
}

/**
 * 'New question' and its API call. The form carries a one-time key made when it was drawn: the same form sent
 * again (a double tap, a resend after a slow network) finds the question its first sending added.
 */
export async function createBankQuestion(actor: Actor, input: { content: BankQuestionContent; key: string | null }) {
  assertTeacher(actor);
  const { content, key } = input;
  const message = "Question added to the bank";
  const resent = async () => {
    const earlier = key ? await db.bankQuestion.findUnique({ where: { idempotencyKey: key } }) : null;
    if (earlier && earlier.fingerprint !== fingerprintOf(content))
      throw conflict("This form was already sent for another question: open 'New question' again to add one more");
    return earlier;
  };
  const earlier = await resent();
  if (earlier) return { id: earlier.id, message };
  try {
    const id = await inTransaction((tx) => addBankQuestion(tx, content, savedBy(actor), key));
    return { id, message };
  } catch (error) {
    // The same form sent twice at once: the second finds what the first made.
    if (!key || !isUniqueViolation(error)) throw error;
    const first = await resent();
    if (!first) throw error;
    return { id: first.id, message };
  }
}

/**
 * Saves an edit as the question's next version, by whom. A save that changes nothing writes no version (so a
 * form sent again saves once); one drawn from an older version than the question's is refused, instead of undoing
 * a colleague's change unseen.
 */
export async function editBankQuestion(
  actor: Actor,
  id: number,
  input: { content: BankQuestionContent; version: number | null },
) {
  assertTeacher(actor);
  return inTransaction(async (tx) => {
    const current = await bankQuestionRow(id, tx);
    if (changedFields(contentOf(current), input.content).length === 0)
      return { id, version: current.version, changed: false, message: "Nothing changed: no new version" };
    if (input.version !== null && input.version !== current.version)
      throw conflict("Someone saved this question meanwhile: open it again to see their change", {
        version: ["Open the question again"],
      });
    const version = current.version + 1;
    await tx.bankQuestion.update({
      where: { id },
      data: { ...input.content, version, fingerprint: fingerprintOf(input.content) },
    });
    await tx.bankQuestionVersion.create({
      data: { questionId: id, version, content: versionContent(input.content), ...savedByColumns(actor) },
    });
    return {
      id,
      version,
      changed: true,
      message: requestTranslator("bank")("Question saved as version {{version}}", { version }),
    };
  });
}

const savedByColumns = (actor: NonNullable<Actor>) => {
  const by = savedBy(actor);
  return { savedById: by.id, savedBy: by.name };
};

/**
 * Removes a question (and the duplicates merged into it) from the bank. Papers keep their copies: a paper's
 * question holds its own text and key, and an image file a paper still shows is kept.
 */
export async function removeBankQuestion(actor: Actor, id: number) {
  assertTeacher(actor);
  const images = await inTransaction(async (tx) => {
    await bankQuestionRow(id, tx);
    const where = { OR: [{ id }, { mergedIntoId: id }] };
    const rows = await tx.bankQuestion.findMany({ where, select: { imageKey: true, optionImages: true } });
    await tx.bankQuestion.deleteMany({ where });
    return rows.flatMap((row) => imageKeysOf(row));
  });
  await removeUnusedImages(images);
  return { id, message: "Question removed from the bank" };
}

/** The image files a question's row names: its own and its options'. */
export function imageKeysOf(row: { imageKey: string | null; optionImages: string }) {
  const options = Object.values(readOptionImages(row.optionImages)).map((image) => image.key);
  return [row.imageKey, ...options].filter((key): key is string => Boolean(key));
}

export type OptionImage = { key: string; width: number; height: number; alt: string };

/** A row's option images, {letter: image}; anything unreadable is no images. */
export function readOptionImages(json: string): Record<string, OptionImage> {
  try {
    const value = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}
