import { db } from "~/db.server";
import { requestTranslator } from "~/i18n/request-language.server";
import type { QuestionImage } from "~/schemas/online-tests";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { invalid } from "../core/errors.server";
import type { ReceivedFile } from "../files/stored-files";
import { questionImage, type ShownImage } from "../online-tests/question-images.server";
import { storeSiteImage } from "../site/images.server";
import { removeUnusedImages } from "./image-files.server";
import { bankQuestionRow, type OptionImage, readOptionImages } from "./questions.server";

export type ImagePlace = "question" | "A" | "B" | "C" | "D";

/**
 * A bank question's figure, or one of its options' (an option may be a figure), through the paper's image path:
 * checked by its content, resized within 640 × 480 into two WebP sizes, with the words that stand in for it. A
 * new image replaces the old one; the old file stays while a paper's question still shows it.
 */
export async function setBankQuestionImage(
  actor: Actor,
  id: number,
  place: ImagePlace,
  input: QuestionImage,
  file: ReceivedFile | null | undefined,
) {
  assertTeacher(actor);
  const question = await bankQuestionRow(id);
  if (!file) throw invalid("Choose an image file.", { image: ["Choose a PNG, JPEG or WebP image"] });
  const stored = await storeSiteImage(file, "question");
  const image: OptionImage = { key: stored.key, width: stored.width, height: stored.height, alt: input.alt };
  const options = readOptionImages(question.optionImages);
  const replaced = place === "question" ? question.imageKey : (options[place]?.key ?? null);
  await db.bankQuestion.update({
    where: { id },
    data:
      place === "question"
        ? { imageKey: image.key, imageWidth: image.width, imageHeight: image.height, imageAlt: image.alt }
        : { optionImages: JSON.stringify({ ...options, [place]: image }) },
  });
  await removeUnusedImages([replaced]);
  return {
    id,
    place,
    image: shownImage(image),
    message:
      place === "question"
        ? "Image saved for the question"
        : requestTranslator("bank")("Image saved for option {{letter}}", { letter: place }),
  };
}

const shownImage = (image: OptionImage) =>
  questionImage({ imageKey: image.key, imageWidth: image.width, imageHeight: image.height, imageAlt: image.alt });

/** A question's images as a page shows them: its own and each option's, by letter. */
export function bankQuestionImages(row: {
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string;
  optionImages: string;
}) {
  const options = Object.fromEntries(
    Object.entries(readOptionImages(row.optionImages)).map(([letter, image]) => [letter, shownImage(image)]),
  ) as Partial<Record<"A" | "B" | "C" | "D", ShownImage | null>>;
  return { image: questionImage(row), options };
}
