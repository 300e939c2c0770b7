import { DATA, readData, selector } from "./contract";

/**
 * The page's message, rendered by the server into the live region (it shows without JavaScript), goes after its
 * time: an error after 4 s, a success after 2 s. A message a script leaves for the next page (an upload that
 * finished, then the page it leads to) waits in sessionStorage and joins the region there.
 */
const DURATION_MS: Record<string, number> = { error: 4000, success: 2000 };
const MAX_TOASTS = 20;
const NEXT_PAGE_KEY = "toast";

type Toast = { type: "success" | "error"; message: string };

function region() {
  return document.querySelector<HTMLElement>(selector("toasts"));
}

function dismissLater(toast: HTMLElement) {
  setTimeout(() => toast.remove(), DURATION_MS[readData(toast, "toast") ?? ""] ?? 3000);
}

export function showToast({ type, message }: Toast) {
  const list = region();
  if (!list) return;
  const toast = document.createElement("p");
  toast.className = `toast toast-${type}`;
  toast.setAttribute(DATA.toast, type);
  toast.textContent = message;
  list.append(toast);
  while (list.children.length > MAX_TOASTS) list.firstElementChild?.remove();
  dismissLater(toast);
}

/** For a script that moves to another page once its work is done. */
export function showToastOnNextPage(toast: Toast) {
  sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify(toast));
}

export function enhanceToasts() {
  for (const toast of region()?.querySelectorAll<HTMLElement>(selector("toast")) ?? []) dismissLater(toast);
  const left = sessionStorage.getItem(NEXT_PAGE_KEY);
  if (left === null) return;
  sessionStorage.removeItem(NEXT_PAGE_KEY);
  try {
    showToast(JSON.parse(left));
  } catch {
    // A message that cannot be read is not shown: the page itself shows the result.
  }
}
