import type { ShownImage } from "~/domain/online-tests/question-images.server";
import { MathText } from "./math-text";

/** A figure of a question or an option: a plain image of a known size, no script needed. */
export function QuestionImage({ image }: { image: ShownImage | null }) {
  return image ? (
    <img
      className="question-image"
      src={image.url}
      srcSet={`${image.url2x} 2x`}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
    />
  ) : null;
}

/** A test question's text with its formulas (rendered on the server by mathText) and its figure, if it has one. */
export function QuestionText({ html, image }: { html: string; image: ShownImage | null }) {
  return (
    <>
      <MathText html={html} />
      <QuestionImage image={image} />
    </>
  );
}
