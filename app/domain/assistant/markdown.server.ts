import { Marked, type Tokens } from "marked";

const SAFE_PROTOCOLS = new Set(["http:", "https:", "irc:", "ircs:", "mailto:", "xmpp:"]);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );

function safeHref(href: string) {
  try {
    return SAFE_PROTOCOLS.has(new URL(href).protocol) ? href : null;
  } catch {
    return null;
  }
}

/**
 * Markdown from the AI becomes HTML for the teacher's screen: raw HTML in the reply is shown as text,
 * links keep only http, https and mailto, and images are not loaded (their alt text stands in).
 */
const markdown = new Marked({
  async: false,
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      if (!safe) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      return `<a href="${escapeHtml(safe)}"${titleAttribute} rel="noopener noreferrer nofollow" target="_blank">${text}</a>`;
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
  },
});

export const renderMarkdown = (text: string) => markdown.parse(text) as string;

/** The same, for a line inside other text (a test's answer option): no paragraph around it. */
export const renderInlineMarkdown = (text: string) => markdown.parseInline(text) as string;
