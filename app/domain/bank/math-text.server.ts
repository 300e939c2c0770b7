import katex from "katex";
import "katex/contrib/mhchem";

/**
 * Text that may carry mathematics, as HTML for a page: LaTeX between `$…$` (inline) and `$$…$$` (on its own
 * line), and `\ce{…}` for chemistry anywhere, rendered by KaTeX on the server to HTML and MathML, so a phone
 * without JavaScript shows the formula and a text browser reads the MathML's words. Everything else is escaped
 * text; `\$` is a dollar sign. A formula KaTeX cannot read is shown as its source, in the error colour.
 */
export function mathText(text: string): string {
  const cached = rendered.get(text);
  if (cached !== undefined) return cached;
  const html = pieces(text)
    .map((piece) => (piece.math === null ? escapeHtml(piece.text) : formula(piece.text, piece.math === "display")))
    .join("");
  remember(text, html);
  return html;
}

/** Whether the text has anything for KaTeX, so a page without formulas need not load its style sheet. */
export const hasMath = (text: string) => /(^|[^\\])\$|\\ce\{/.test(text);

type Piece = { text: string; math: null | "inline" | "display" };

const MATH = /\\\$|\$\$([\s\S]+?)\$\$|\$((?:\\\$|[^$])+?)\$|\\ce\{/g;

function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  let plain = "";
  let at = 0;
  MATH.lastIndex = 0;
  for (let found = MATH.exec(text); found; found = MATH.exec(text)) {
    plain += text.slice(at, found.index);
    at = MATH.lastIndex;
    if (found[0] === "\\$") {
      plain += "$";
      continue;
    }
    let latex = found[1] ?? found[2];
    let math: Piece["math"] = found[1] !== undefined ? "display" : "inline";
    if (latex === undefined) {
      // A bare \ce{…}: up to its closing brace, braces inside counted.
      const end = closingBrace(text, MATH.lastIndex);
      if (end < 0) {
        plain += found[0];
        continue;
      }
      latex = text.slice(found.index, end + 1);
      math = "inline";
      at = MATH.lastIndex = end + 1;
    }
    if (plain) out.push({ text: plain, math: null });
    plain = "";
    out.push({ text: latex, math });
  }
  plain += text.slice(at);
  if (plain) out.push({ text: plain, math: null });
  return out;
}

function closingBrace(text: string, from: number) {
  let depth = 1;
  for (let index = from; index < text.length; index++) {
    if (text[index] === "{") depth++;
    else if (text[index] === "}" && --depth === 0) return index;
  }
  return -1;
}

const formula = (latex: string, displayMode: boolean) =>
  katex.renderToString(latex, {
    displayMode,
    output: "htmlAndMathml",
    throwOnError: false,
    // A teacher's text never runs \href, \url or \includegraphics, and a runaway macro stops early.
    trust: false,
    strict: "ignore",
    maxExpand: 200,
    maxSize: 20,
  });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );

/**
 * Rendering costs a millisecond or so a formula, so a paper's texts are rendered once per process: the most
 * recently used few hundred stay (a Map keeps insertion order, so the first key is the least recently used).
 */
const KEPT = 600;
const rendered = new Map<string, string>();

function remember(text: string, html: string) {
  rendered.set(text, html);
  if (rendered.size > KEPT) rendered.delete(rendered.keys().next().value as string);
}
