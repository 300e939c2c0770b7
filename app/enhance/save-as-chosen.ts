import { selector } from "./contract";

/**
 * The online test saves an option as it is chosen: the page's form, as 'Save answers' sends it, by a plain
 * request that no page load waits for or cancels (one still on its way never takes the 'Submit test' press
 * with it, decision 161). A typed number is saved with the page's buttons, so a half-typed one is never refused.
 */
export function enhanceSaveAsChosen() {
  const form = document.querySelector<HTMLFormElement>(`form${selector("saveAsChosen")}`);
  form?.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || (input.type !== "radio" && input.type !== "checkbox")) return;
    const body = new FormData(form);
    body.set("move", "stay");
    fetch(form.action, { method: "POST", body, redirect: "manual", keepalive: true }).catch(() => {
      // Offline for a moment: the page's own buttons save everything it shows.
    });
  });
}
