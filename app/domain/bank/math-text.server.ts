import katex from "katex";
import "katex/contrib/mhchem";
import { renderInlineMarkdown, renderMarkdown } from "../assistant/markdown.server";

/**
 * A question's, option's or solution's text as HTML for a page: Markdown (raw HTML shown as text, as the
 * assistant's renderer does) with mathematics: LaTeX between `$…$` (inline) and `$$…$$` (on its own line), and
 * `\ce{…}` for chemistry anywhere, rendered by KaTeX on the server to HTML and MathML, so a phone without
 * JavaScript shows the formula and a text browser reads the MathML's words. `\$` is a dollar sign. A formula
 * KaTeX cannot read is shown as its source, in the error colour.
 */
export const mathText = (text: string) => rendered(text, false);

/** The same for a line inside other text (an answer option): no paragraph around it. */
export const mathInline = (text: string) => rendered(text, true);

// Formulas stand in the Markdown as private-use characters around their number, which Markdown leaves alone.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const PLACED = /\uE000(\d+)\uE001/g;

function rendered(text: string, inline: boolean): string {
  const cacheKey = (inline ? "i" : "b") + text;
  const cached = cache.get(cacheKey);
  if (cached !== undefined) {
    remember(cacheKey, cached);
    return cached;
  }
  const formulas: string[] = [];
  const source = pieces(text.replace(/[\uE000\uE001]/g, ""))
    .map((piece) => {
      if (piece.math === null) return piece.text;
      formulas.push(formula(piece.text, piece.math === "display"));
      return `${OPEN}${formulas.length - 1}${CLOSE}`;
    })
    .join("");
  const html = (inline ? renderInlineMarkdown(source) : renderMarkdown(source)).replace(
    PLACED,
    (_, index: string) => formulas[Number(index)],
  );
  remember(cacheKey, html);
  return html;
}

type Piece = { text: string; math: null | "inline" | "display" };

const MATH = /\\\$|\$\$([\s\S]+?)\$\$|\$((?:\\\$|[^$])+?)\$|\\ce\{/g;

function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  // A `\$` stays escaped for Markdown, which shows it as a dollar sign.
  let plain = "";
  let at = 0;
  MATH.lastIndex = 0;
  for (let found = MATH.exec(text); found; found = MATH.exec(text)) {
    plain += text.slice(at, found.index);
    at = MATH.lastIndex;
    if (found[0] === "\\$") {
      plain += found[0];
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

/**
 * A text browser shows all three forms KaTeX writes (the MathML, its TeX source, the HTML): spaces between them
 * keep them apart there. They sit where a graphical browser draws nothing (inside <semantics>, and inside the
 * MathML's visually hidden box), so the formula looks the same.
 */
const spacedForTextBrowsers = (html: string) =>
  html
    .replaceAll('<annotation encoding="application/x-tex">', ' <annotation encoding="application/x-tex">')
    .replaceAll("</math></span>", "</math> </span>");

const formula = (latex: string, displayMode: boolean) =>
  spacedForTextBrowsers(
    katex.renderToString(latex, {
      displayMode,
      output: "htmlAndMathml",
      throwOnError: false,
      // A teacher's text never runs \href, \url or \includegraphics, and a runaway macro stops early.
      trust: false,
      strict: "ignore",
      maxExpand: 200,
      maxSize: 20,
    }),
  );

/**
 * Rendering costs a millisecond or so a formula, so a paper's texts are rendered once per process: the most
 * recently used few hundred stay (a Map keeps insertion order, so the first key is the least recently used).
 */
const KEPT = 600;
const cache = new Map<string, string>();

function remember(key: string, html: string) {
  cache.delete(key);
  cache.set(key, html);
  if (cache.size > KEPT) cache.delete(cache.keys().next().value as string);
}
