import { db } from "~/db.server";
import { requestTranslator } from "~/i18n/request-language.server";
import type { QuestionImage } from "~/schemas/online-tests";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { invalid, notFound } from "../core/errors.server";
import type { ReceivedFile } from "../files/stored-files";
import { findTest } from "../marks/tests.server";
import { imageUrl, removeSiteImage, storeSiteImage } from "../site/images.server";

/**
 * A question's figure, uploaded through the site images' path: checked by its content, resized by sharp
 * within 640 × 480 (never enlarged) into two WebP sizes, with the words that stand in for it. An image is
 * wording, not the key: it may change after students have started. A new image replaces the old one.
 */
export async function setQuestionImage(
  actor: Actor,
  testId: number,
  position: number,
  input: QuestionImage,
  file: ReceivedFile | null | undefined,
) {
  assertTeacher(actor);
  await findTest(testId);
  const question = await db.question.findUnique({
    where: { testId_position: { testId, position } },
    select: { imageKey: true },
  });
  if (!question) throw notFound("That question is not in this test's paper.");
  if (!file) throw invalid("Choose an image file.", { image: ["Choose a PNG, JPEG or WebP image"] });
  const stored = await storeSiteImage(file, "question");
  await db.question.update({
    where: { testId_position: { testId, position } },
    data: { imageKey: stored.key, imageWidth: stored.width, imageHeight: stored.height, imageAlt: input.alt },
  });
  await releaseQuestionImages([question.imageKey]);
  return {
    image: questionImage({
      imageKey: stored.key,
      imageWidth: stored.width,
      imageHeight: stored.height,
      imageAlt: input.alt,
    }),
    message: requestTranslator("online-tests")("Image saved for question {{n}}", { n: position }),
  };
}

/** What a page needs to show a question's image: both sizes, the shown size and its words. */
export type ShownImage = { url: string; url2x: string; width: number; height: number; alt: string };

/** A question's stored image as a page shows it; null when it has none. */
export const questionImage = (question: {
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string;
}): ShownImage | null =>
  question.imageKey && question.imageWidth && question.imageHeight
    ? {
        url: imageUrl(question.imageKey, 1),
        url2x: imageUrl(question.imageKey, 2),
        width: question.imageWidth,
        height: question.imageHeight,
        alt: question.imageAlt,
      }
    : null;

export const IMAGE_FIELDS = { imageKey: true, imageWidth: true, imageHeight: true, imageAlt: true } as const;

/** An option's image as stored in `optionImages` (JSON by letter). */
export type StoredOptionImage = { key: string; width: number; height: number; alt: string };

/** A question's option images by letter, as a page shows them. */
export function optionImages(json: string): Record<string, ShownImage> {
  const stored = JSON.parse(json) as Record<string, StoredOptionImage>;
  return Object.fromEntries(
    Object.entries(stored).map(([letter, image]) => [
      letter,
      questionImage({ imageKey: image.key, imageWidth: image.width, imageHeight: image.height, imageAlt: image.alt }),
    ]),
  ) as Record<string, ShownImage>;
}

/** The image keys a question's columns hold: its own and its options'. */
export const imageKeysOf = (question: { imageKey: string | null; optionImages: string }) => [
  ...(question.imageKey ? [question.imageKey] : []),
  ...Object.values(JSON.parse(question.optionImages) as Record<string, StoredOptionImage>).map((image) => image.key),
];

/**
 * Removes the stored images no question holds any more. A paper drawn from the bank shares the bank's image
 * files, so an image leaves the store only when no paper's question and no bank question (or option) has it.
 */
export async function releaseQuestionImages(keys: (string | null)[]) {
  const candidates = [...new Set(keys.filter((key): key is string => !!key))];
  if (candidates.length === 0) return;
  const stillHeld = async (key: string) => {
    const [papers, bank] = await Promise.all([
      db.question.count({ where: { OR: [{ imageKey: key }, { optionImages: { contains: key } }] } }),
      db.bankQuestion.count({ where: { OR: [{ imageKey: key }, { optionImages: { contains: key } }] } }),
    ]);
    return papers + bank > 0;
  };
  for (const key of candidates) if (!(await stillHeld(key))) await removeSiteImage(key);
}
