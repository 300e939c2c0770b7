import { createHash } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import type { BankQuestionContent } from "~/schemas/bank";

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

/**
 * Adds a question to the bank with its first version, in the caller's transaction (the form, the API and each
 * import's rows share it). Returns its id.
 */
export async function addBankQuestion(tx: Prisma.TransactionClient, content: BankQuestionContent, by: SavedBy) {
  const question = await tx.bankQuestion.create({
    data: { ...content, version: 1, fingerprint: fingerprintOf(content) },
    select: { id: true },
  });
  await tx.bankQuestionVersion.create({
    data: { questionId: question.id, version: 1, content: versionContent(content), savedById: by.id, savedBy: by.name },
  });
  return question.id;
}
