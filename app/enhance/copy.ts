import { readData, selector } from "./contract";

/**
 * Copy buttons: next to each value the teacher passes on, the server leaves a live region carrying the value
 * and the words in the page's language; here a Copy button is added before it (a button only a script can
 * work, so it is never in the HTML), which puts the value on the clipboard and says so in the region.
 */
export function enhanceCopyButtons() {
  for (const notice of document.querySelectorAll<HTMLElement>(selector("copy"))) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "button button-quiet";
    button.textContent = readData(notice, "copyButton") ?? "";
    button.setAttribute("aria-label", readData(notice, "copyName") ?? "");
    button.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(readData(notice, "copy") ?? "");
        notice.textContent = readData(notice, "copied") ?? "";
      } catch {
        notice.textContent = readData(notice, "copyFailed") ?? "";
      }
    });
    notice.before(button);
  }
}
