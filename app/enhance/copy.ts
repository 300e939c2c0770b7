/**
 * Copy buttons: the server renders each one hidden (it needs a script) with the value and both messages in the
 * page's language; here it is shown, and a press puts the value on the clipboard and says so in its live region.
 */
export function enhanceCopyButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
    const notice = button.parentElement?.querySelector<HTMLElement>("[data-copy-notice]");
    button.hidden = false;
    button.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.copy ?? "");
        if (notice) notice.textContent = button.dataset.copied ?? "";
      } catch {
        if (notice) notice.textContent = button.dataset.copyFailed ?? "";
      }
    });
  }
}
