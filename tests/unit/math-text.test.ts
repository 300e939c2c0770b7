import { describe, expect, it } from "vitest";
import { mathInline, mathText } from "~/domain/bank/math-text.server";

describe("text with formulas", () => {
  it("renders $…$, $$…$$ and \\ce{} as MathML beside KaTeX's HTML, in Markdown whose HTML is shown as text", () => {
    const html = mathText(
      "**Find** $\\frac{1}{2}mv^2$ <b>now</b>\n\n$$v^2 = u^2 + 2as$$\n\nand \\ce{2H2 + O2 -> 2H2O}",
    );
    expect(html).toContain("<strong>Find</strong>");
    expect(html).toContain("&lt;b&gt;now&lt;/b&gt;");
    expect(html.match(/<math /g)).toHaveLength(3);
    expect(html).toContain("<mfrac><mn>1</mn><mn>2</mn></mfrac>");
    expect(html).toContain('class="katex-display"');
    expect(html).toContain('<annotation encoding="application/x-tex">\\ce{2H2 + O2 -&gt; 2H2O}</annotation>');
  });

  it("keeps a dollar written \\$, leaves an option without a paragraph, and shows a formula it cannot read as its source", () => {
    expect(mathText("Costs \\$5")).toBe("<p>Costs $5</p>\n");
    expect(mathInline("$x$")).not.toContain("<p>");
    expect(mathText("$\\frac{1}{$")).toContain('class="katex-error"');
  });

  it("runs no link a teacher wrote into a formula", () => {
    // Shown in the error colour as its source: no element with a link.
    expect(mathText("$\\href{javascript:alert(1)}{x}$")).not.toMatch(/ href=/);
  });
});
