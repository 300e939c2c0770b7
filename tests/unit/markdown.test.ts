import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/domain/assistant/markdown.server";

describe("the AI's markdown", () => {
  it("is formatted", () => {
    const html = renderMarkdown(
      "## Steps\n\n1. **Read** the question\n2. Use `x = 2`\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
    expect(html).toContain("<h2>Steps</h2>");
    expect(html).toContain("<strong>Read</strong>");
    expect(html).toContain("<code>x = 2</code>");
    expect(html).toContain("<table>");
  });

  it("shows raw HTML as text", () => {
    const html = renderMarkdown('Hello <script>alert("x")</script> and <img src=x onerror=alert(1)>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("keeps only safe link protocols", () => {
    expect(renderMarkdown("[ok](https://example.com/a)")).toContain('<a href="https://example.com/a"');
    expect(renderMarkdown("[mail](mailto:a@b.c)")).toContain('href="mailto:a@b.c"');
    for (const bad of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,hi", "vbscript:x", "/relative"]) {
      const html = renderMarkdown(`[click](${bad})`);
      expect(html, bad).not.toContain("<a");
      expect(html, bad).toContain("click");
    }
    expect(renderMarkdown("<javascript:alert(1)>")).not.toContain("<a");
  });

  it("does not load images", () => {
    expect(renderMarkdown("![a cat](https://example.com/cat.png)")).not.toContain("<img");
  });
});
