import "katex/dist/katex.min.css";
import "~/styles/math-text.css";

/**
 * Text with formulas, rendered on the server by mathText() (app/domain/bank/math-text.server.ts): its HTML is
 * escaped text and KaTeX's own markup, nothing a teacher typed as HTML. Line breaks stay as written.
 */
export function MathText({ html, as: Tag = "div" }: { html: string; as?: "div" | "span" }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text and KaTeX's markup only (see mathText)
  return <Tag className="math-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
