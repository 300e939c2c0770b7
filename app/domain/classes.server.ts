import { db } from "~/db.server";
import { classLabel, TAUGHT_CLASSES } from "~/schemas/words";
import { activeBatchWhere } from "./catalogue.server";

// "Class 10 Maths & Science", "class 12th evening": a school class from 1 to 12 named in a batch's name.
const CLASS_IN_NAME = /\bclass\s*(\d{1,2})(?:st|nd|rd|th)?\b/i;

/**
 * The classes the booking form offers: those the active batches name ("Class 10 Maths & Science" teaches
 * Class 10th), in order; SPEC's Classes 9 to 12 while no active batch names one (decision 105).
 */
export async function classesOffered() {
  const batches = await db.batch.findMany({ where: activeBatchWhere, select: { name: true } });
  const named = new Set<number>();
  for (const { name } of batches) {
    const n = Number(CLASS_IN_NAME.exec(name)?.[1]);
    if (n >= 1 && n <= 12) named.add(n);
  }
  const classes = named.size > 0 ? [...named].sort((a, b) => a - b) : TAUGHT_CLASSES;
  return classes.map(classLabel);
}
