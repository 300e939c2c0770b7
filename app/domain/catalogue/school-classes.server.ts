import { db } from "~/db.server";
import { TAUGHT_CLASSES } from "~/schemas/words";
import { activeBatchWhere } from "./batches.server";

// "Class 10 Maths & Science", "class 12th evening", "Class 11–12 Chemistry": the school classes from 1 to 12
// a batch's name names, one or a range.
const CLASS_IN_NAME = /\bclass(?:es)?\s*(\d{1,2})(?:st|nd|rd|th)?(?:\s*[-–]\s*(\d{1,2})(?:st|nd|rd|th)?)?\b/i;

/**
 * The classes the booking form offers: those the active batches name ("Class 10 Maths & Science" teaches
 * class 10), in order; the taught classes 9 to 12 while no active batch names one (decision 105). Each is
 * its number: the form says it as a visitor names their class ("Class 10th", `classLabel`).
 */
export async function classesOffered(): Promise<number[]> {
  const batches = await db.batch.findMany({ where: activeBatchWhere, select: { name: true } });
  const named = new Set<number>();
  for (const { name } of batches) {
    const match = CLASS_IN_NAME.exec(name);
    const from = Number(match?.[1]);
    const to = Number(match?.[2] ?? from);
    for (let n = from; n <= to && to <= 12; n++) if (n >= 1) named.add(n);
  }
  return named.size > 0 ? [...named].sort((a, b) => a - b) : TAUGHT_CLASSES;
}
