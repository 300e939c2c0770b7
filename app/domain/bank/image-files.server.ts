import { db } from "~/db.server";
import { removeSiteImage } from "../site/images.server";

/**
 * Whether any question still shows the image: a paper's question copies the bank's image key when it is made
 * from the bank, so a file is removed only when no paper's question and no bank question names it any more.
 */
async function stillShown(key: string) {
  const named = { contains: `"key":"${key}"` };
  const [papers, bank] = await Promise.all([
    db.question.count({ where: { OR: [{ imageKey: key }, { optionImages: named }] } }),
    db.bankQuestion.count({ where: { OR: [{ imageKey: key }, { optionImages: named }] } }),
  ]);
  return papers + bank > 0;
}

/** Removes the files of images no longer shown anywhere; called after the change that let go of them. */
export async function removeUnusedImages(keys: readonly (string | null | undefined)[]) {
  for (const key of new Set(keys)) {
    if (key && !(await stillShown(key))) await removeSiteImage(key);
  }
}
