import { db } from "~/db.server";
import type { BankQuestionContent } from "~/schemas/bank";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { bankQuestionRow, changedFields, contentOf } from "./questions.server";

/** A version's kept content; a version written before a field existed reads it as the question's first had it. */
const readContent = (json: string, fallback: BankQuestionContent): BankQuestionContent => ({
  ...fallback,
  ...(JSON.parse(json) as Partial<BankQuestionContent>),
});

/**
 * A question's versions, newest first: who saved each and when, and which fields it changed from the one before
 * (the first version changed nothing: it is where the question began).
 */
export async function bankQuestionHistory(actor: Actor, id: number) {
  assertTeacher(actor);
  const question = await bankQuestionRow(id);
  const rows = await db.bankQuestionVersion.findMany({ where: { questionId: id }, orderBy: { version: "asc" } });
  let before: BankQuestionContent | null = null;
  const versions = rows.map((row) => {
    const content = readContent(row.content, contentOf(question));
    const changed = before ? changedFields(before, content) : [];
    before = content;
    return {
      version: row.version,
      savedBy: row.savedBy,
      savedById: row.savedById,
      savedAt: row.createdAt,
      changed,
      content,
    };
  });
  return versions.reverse();
}
