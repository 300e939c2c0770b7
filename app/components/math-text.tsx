import "katex/dist/katex.min.css";
import "~/styles/math-text.css";

/**
 * Text with formulas, rendered on the server by mathText() or mathInline() (app/domain/bank/math-text.server.ts):
 * Markdown whose raw HTML is shown as text, and KaTeX's own markup; nothing a teacher typed runs as HTML.
 */
export function MathText({ html, inline = false }: { html: string; inline?: boolean }) {
  const Tag = inline ? "span" : "div";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped Markdown and KaTeX's markup only (see mathText)
  return <Tag className="markdown math-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
