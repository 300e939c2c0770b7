import type { ShownImage } from "~/domain/online-tests/question-images.server";

/** Markdown the server rendered safely (app/domain/assistant/markdown.server.ts: raw HTML shown as text). */
export function MarkdownText({ html, block = false }: { html: string; block?: boolean }) {
  const Tag = block ? "div" : "span";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the safe Markdown renderer
  return <Tag className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A test question's text and its figure, if it has one: a plain image of a known size, no script needed. */
export function QuestionText({ html, image }: { html: string; image: ShownImage | null }) {
  return (
    <>
      <MarkdownText html={html} block />
      {image ? (
        <img
          className="question-image"
          src={image.url}
          srcSet={`${image.url2x} 2x`}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading="lazy"
        />
      ) : null}
    </>
  );
}
