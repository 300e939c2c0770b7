import { readData, selector } from "./contract";

/**
 * A dialog with its own URL (RouteDialog) becomes modal: focus on its heading, the page behind inert, Escape
 * leaves for the parent's URL. Leaving is a page load, so the link that opened the dialog is remembered and
 * focused on the page it leads back to, as if focus had returned to it.
 */
const OPENER_KEY = "dialog-opener";

function focusOpener() {
  const opener = sessionStorage.getItem(OPENER_KEY);
  if (opener === null) return;
  sessionStorage.removeItem(OPENER_KEY);
  const link = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].find(
    (candidate) => candidate.getAttribute("href") === opener,
  );
  link?.focus();
}

export function enhanceDialog() {
  const dialog = document.querySelector<HTMLDialogElement>(`dialog${selector("closeTo")}`);
  if (!dialog) return focusOpener();
  const closeTo = readData(dialog, "closeTo") ?? "";
  const remember = () => sessionStorage.setItem(OPENER_KEY, location.pathname + location.search);
  const leave = () => {
    remember();
    location.assign(closeTo);
  };
  // The server drew it open but not modal; showModal() needs it closed first.
  dialog.close();
  dialog.showModal();
  dialog.querySelector<HTMLElement>("#dialog-title")?.focus();
  dialog.querySelector(selector("dialogClose"))?.addEventListener("click", remember);
  // Escape: the dialog stays drawn until the parent page comes.
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    leave();
  });
  // A browser may close it anyway (an Escape with no press on the page before it): it leaves all the same.
  // The close() above queued a close event of its own, which comes once the dialog is open again.
  dialog.addEventListener("close", () => {
    if (!dialog.open) leave();
  });
}
