import { DATA, readData, selector } from "./contract";

/**
 * A submit button says it is working while its form is being sent: the button that sent a POST form shows its
 * `pendingLabel` (the server's words) until the next page comes. A page brought back from the browser's
 * cache by Back shows its buttons' own words again.
 */
export function enhancePendingButtons() {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    const button = event.submitter;
    // A script that sends the form itself (an upload with progress, the assistant) shows its own progress.
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== "post") return;
    if (!(button instanceof HTMLButtonElement) || !button.hasAttribute(DATA.pendingLabel)) return;
    button.setAttribute(DATA.pendingWas, button.textContent ?? "");
    button.textContent = readData(button, "pendingLabel");
    button.setAttribute("aria-disabled", "true");
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const button of document.querySelectorAll<HTMLButtonElement>(`button${selector("pendingWas")}`)) {
      button.textContent = readData(button, "pendingWas");
      button.removeAttribute("aria-disabled");
      button.removeAttribute(DATA.pendingWas);
    }
  });
}
