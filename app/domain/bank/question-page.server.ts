import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { bankQuestionImages } from "./question-figures.server";
import { bankQuestionRow, contentOf } from "./questions.server";

/** One question of the bank: its content, version, images and when it was made and last saved. */
export async function getBankQuestion(actor: Actor, id: number) {
  assertTeacher(actor);
  const row = await bankQuestionRow(id);
  return {
    id: row.id,
    version: row.version,
    ...contentOf(row),
    ...bankQuestionImages(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export type BankQuestion = Awaited<ReturnType<typeof getBankQuestion>>;
