import { lexer, type Token, type Tokens } from "marked";

/**
 * Markdown as a person reads it in WhatsApp or a plain-text mail: no `**` or `_` markers, a link as
 * "text (url)", each list item on a line of its own, paragraphs apart. Walks marked's tokens, so what counts
 * as Markdown is what the announcement's page shows as Markdown.
 */
export function markdownToPlainText(markdown: string) {
  return blocks(lexer(markdown))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const blocks = (tokens: Token[]): string =>
  tokens
    .map(block)
    .filter((text) => text !== "")
    .join("\n\n");

function block(token: Token): string {
  switch (token.type) {
    case "space":
    case "hr":
      return "";
    case "heading":
    case "paragraph":
      return inline((token as Tokens.Heading | Tokens.Paragraph).tokens);
    case "code":
      return (token as Tokens.Code).text;
    case "blockquote":
      return blocks((token as Tokens.Blockquote).tokens);
    case "list":
      return listItems(token as Tokens.List);
    case "table": {
      const table = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[]) => cells.map((cell) => inline(cell.tokens)).join(" | ");
      return [row(table.header), ...table.rows.map(row)].join("\n");
    }
    case "text": {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : text.text;
    }
    default:
      return "raw" in token ? token.raw.trim() : "";
  }
}

function listItems(list: Tokens.List) {
  const start = typeof list.start === "number" ? list.start : 1;
  return list.items
    .map((item, index) => {
      const marker = list.ordered ? `${start + index}.` : "-";
      const text = item.tokens.map(block).filter(Boolean).join("\n").replace(/\n/g, "\n   ");
      return `${marker} ${text}`;
    })
    .join("\n");
}

function inline(tokens: Token[] = []): string {
  return tokens.map(inlineToken).join("");
}

function inlineToken(token: Token): string {
  switch (token.type) {
    case "strong":
    case "em":
    case "del":
      return inline((token as Tokens.Strong).tokens);
    case "link": {
      const link = token as Tokens.Link;
      const text = inline(link.tokens);
      return text === link.href || `mailto:${text}` === link.href ? text : `${text} (${link.href})`;
    }
    case "image":
      return (token as Tokens.Image).text;
    case "codespan":
      return (token as Tokens.Codespan).text;
    case "br":
      return "\n";
    case "escape":
      return (token as Tokens.Escape).text;
    case "text": {
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : decodeEntities(text.text);
    }
    default:
      return "raw" in token ? token.raw : "";
  }
}

/** marked escapes a few characters in text tokens; a plain-text reader wants them back. */
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );
