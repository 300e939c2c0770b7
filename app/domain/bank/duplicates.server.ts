import { db } from "~/db.server";
import { requestTranslator } from "~/i18n/request-language.server";
import type { MergeInput } from "~/schemas/bank";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { invalid } from "../core/errors.server";
import { inTransaction } from "../core/transaction.server";
import { bankQuestionRow } from "./questions.server";

/** How many groups of duplicates one page shows: merging them makes room for the next. */
const GROUPS_SHOWN = 50;

/**
 * Questions of the bank that are the same (one fingerprint: text and options alike but for case, spaces and
 * punctuation) in the same subject, as groups of two or more, oldest first in each.
 */
export async function bankDuplicates(actor: Actor) {
  assertTeacher(actor);
  const groups = await db.bankQuestion.groupBy({
    by: ["subject", "fingerprint"],
    where: { mergedIntoId: null },
    having: { id: { _count: { gt: 1 } } },
    orderBy: [{ subject: "asc" }, { fingerprint: "asc" }],
    take: GROUPS_SHOWN,
  });
  if (groups.length === 0) return [];
  const questions = await db.bankQuestion.findMany({
    where: { mergedIntoId: null, OR: groups.map(({ subject, fingerprint }) => ({ subject, fingerprint })) },
    orderBy: { id: "asc" },
    select: {
      id: true,
      subject: true,
      chapter: true,
      topic: true,
      difficulty: true,
      text: true,
      fingerprint: true,
      version: true,
    },
  });
  return groups.map(({ subject, fingerprint }) => ({
    subject,
    fingerprint,
    questions: questions.filter((question) => question.subject === subject && question.fingerprint === fingerprint),
  }));
}

/**
 * 'Merge': the kept question stays; the others leave the bank, marked as merged into it, so their uses count in
 * its record (and questions merged into them earlier now point at it too). Only duplicates of the kept one merge.
 */
export async function mergeDuplicates(actor: Actor, input: MergeInput) {
  assertTeacher(actor);
  const others = [...new Set(input.merge)].filter((id) => id !== input.keep);
  if (others.length === 0) throw invalid("Choose at least one duplicate to merge", { merge: ["Choose a duplicate"] });
  return inTransaction(async (tx) => {
    const kept = await bankQuestionRow(input.keep, tx);
    const found = await tx.bankQuestion.count({
      where: { id: { in: others }, mergedIntoId: null, subject: kept.subject, fingerprint: kept.fingerprint },
    });
    if (found !== others.length)
      throw invalid("Only duplicates of the kept question can be merged into it", {
        merge: ["Choose questions of the same group"],
      });
    await tx.bankQuestion.updateMany({ where: { mergedIntoId: { in: others } }, data: { mergedIntoId: kept.id } });
    await tx.bankQuestion.updateMany({ where: { id: { in: others } }, data: { mergedIntoId: kept.id } });
    return {
      kept: kept.id,
      merged: others,
      message: requestTranslator("bank")("Merged {{count}} into question {{id}}", {
        count: others.length,
        id: kept.id,
      }),
    };
  });
}
