import type { Page } from "@playwright/test";

/**
 * Runs of three or more English words left on a page shown in Hindi: words the site forgot to translate.
 * What the teacher wrote (batch and subject names, notes: marked with `translate="no"` or passed in
 * `allowed`), e-mail addresses, web addresses and code-like text (roll numbers, file names) do not count.
 */
export async function englishRuns(page: Page, allowed: string[] = []) {
  const text = await page.evaluate(() => {
    const skip = (element: Element) =>
      element.closest('[translate="no"], script, style, code, pre, [aria-hidden="true"]') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && !skip(node.parentElement)) parts.push(node.textContent ?? "");
    }
    // Attributes a person meets: placeholders, labels read aloud, titles.
    for (const element of document.querySelectorAll("[placeholder], [aria-label], [title], img[alt]")) {
      if (skip(element)) continue;
      for (const name of ["placeholder", "aria-label", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    parts.push(document.title);
    // What the teacher wrote, marked translate="no", also stands in labels made around it ("Select Batch X").
    const own = [...document.querySelectorAll('[translate="no"]')].map((element) => element.textContent?.trim() ?? "");
    return { text: parts.join("\n"), own: own.filter(Boolean) };
  });
  let rest = text.text;
  for (const own of [...allowed, ...text.own].sort((a, b) => b.length - a.length)) rest = rest.split(own).join(" ");
  rest = rest.replace(/\S+@\S+/g, " ").replace(/https?:\/\/\S+/g, " ");
  return rest.match(/\b[A-Za-z][A-Za-z'’-]*(?:[ \t]+[A-Za-z][A-Za-z'’-]*){2,}\b/g) ?? [];
}
