import type { Page } from "@playwright/test";

/**
 * Runs of three or more English words left on a page shown in Hindi: words the site forgot to translate.
 * What the teacher wrote (batch and subject names, notes: marked with `translate="no"` or passed in
 * `allowed`), e-mail addresses, web addresses and code-like text (roll numbers, file names) do not count.
 * `within` narrows the check to parts of the page (a CSS selector), e.g. one area's section of a larger page.
 */
export async function englishRuns(page: Page, allowed: string[] = [], within = "body") {
  const text = await page.evaluate((rootSelector) => {
    const skip = (element: Element) =>
      element.closest('[translate="no"], script, style, code, pre, [aria-hidden="true"]') !== null;
    const roots = [...document.querySelectorAll(rootSelector)];
    const parts: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement && !skip(node.parentElement)) parts.push(node.textContent ?? "");
      }
    }
    // Attributes a person meets: placeholders, labels read aloud, titles.
    const labelled = roots.flatMap((root) => [
      ...root.querySelectorAll("[placeholder], [aria-label], [title], img[alt]"),
    ]);
    for (const element of labelled) {
      if (skip(element)) continue;
      for (const name of ["placeholder", "aria-label", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    if (rootSelector === "body") parts.push(document.title);
    // What the teacher wrote, marked translate="no", also stands in labels made around it ("Select Batch X").
    const own = [...document.querySelectorAll('[translate="no"]')].map((element) => element.textContent?.trim() ?? "");
    return { text: parts.join("\n"), own: own.filter(Boolean) };
  }, within);
  let rest = text.text;
  for (const own of [...allowed, ...text.own].sort((a, b) => b.length - a.length)) rest = rest.split(own).join(" ");
  rest = rest.replace(/\S+@\S+/g, " ").replace(/https?:\/\/\S+/g, " ");
  return rest.match(/\b[A-Za-z][A-Za-z'’-]*(?:[ \t]+[A-Za-z][A-Za-z'’-]*){2,}\b/g) ?? [];
}
