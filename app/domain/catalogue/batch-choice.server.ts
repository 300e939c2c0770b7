import { db } from "~/db.server";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { invalid } from "../core/errors.server";
import { everyWordIn } from "../core/paging.server";
import { say } from "../core/say.server";

/**
 * How the teacher picks a batch (the student search's filter, moving a student): up to `ONE_LIST` batches
 * are all listed in a select, as a small institute has always seen it. Past that, the teacher types words
 * of the name and picks among the first `MATCHES` that match, so the page stays small (decision 086).
 */
export const BATCH_CHOICE = { oneList: 20, matches: 10 } as const;

export type BatchOption = { id: number; name: string; archived: boolean };

export type BatchChoice = {
  /** Every batch is offered (a select); otherwise the chosen one and the first matches of the typed name. */
  everyBatch: boolean;
  options: BatchOption[];
  /** What was typed into the batch name box, and how many batches it matches. */
  typed: string;
  matching: number;
  /** The batch chosen: the one picked, if it matches what was typed; otherwise the only batch that does. */
  chosen: number | null;
};

const optionSelect = { id: true, name: true, archivedAt: true } as const;
const ongoingFirst = [{ archivedAt: { sort: "asc", nulls: "first" } } as const, { id: "asc" } as const];

const asOption = (batch: { id: number; name: string; archivedAt: Date | null }): BatchOption => ({
  id: batch.id,
  name: batch.name,
  archived: batch.archivedAt !== null,
});

/** The batches to offer for `picked` (a batch id sent by the form) and `typed` (words of a name). */
export async function chooseBatch(actor: Actor, picked: number | undefined, typed = ""): Promise<BatchChoice> {
  assertTeacher(actor);
  if ((await db.batch.count()) <= BATCH_CHOICE.oneList) {
    const options = (await db.batch.findMany({ orderBy: ongoingFirst, select: optionSelect })).map(asOption);
    const chosen = options.find((batch) => batch.id === picked)?.id ?? null;
    return { everyBatch: true, options, typed, matching: 0, chosen };
  }
  const named = { AND: everyWordIn(typed, ["name"]) };
  const [pickedBatch, matching, matches] = await Promise.all([
    picked ? db.batch.findFirst({ where: { id: picked, ...named }, select: optionSelect }) : null,
    typed ? db.batch.count({ where: named }) : 0,
    typed
      ? db.batch.findMany({ where: named, orderBy: ongoingFirst, take: BATCH_CHOICE.matches, select: optionSelect })
      : [],
  ]);
  const chosen = pickedBatch ?? (matching === 1 ? matches[0] : null);
  const options = [...(chosen ? [chosen] : []), ...matches.filter((batch) => batch.id !== chosen?.id)];
  return { everyBatch: false, options: options.map(asOption), typed, matching, chosen: chosen?.id ?? null };
}

/** The chosen batch's id, or why there is none, said at the batch field `field`. */
export async function requireBatchChoice(
  actor: Actor,
  picked: number | undefined,
  typed: string | undefined,
  field: string,
) {
  const { chosen, matching } = await chooseBatch(actor, picked, typed);
  if (chosen !== null) return chosen;
  const refuse = (message: string, atField = message) => invalid(message, { [field]: [atField] });
  if (typed && matching === 0) throw refuse("No batch has that name");
  if (typed) throw refuse(say("{{count}} batches match that name: choose one of them", { count: matching }));
  if (picked) throw refuse("That batch does not exist.", "Choose one of the listed batches");
  throw refuse("Choose a batch");
}
