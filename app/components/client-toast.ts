/** Messages made in the browser (an upload finished, a link copied) join the server's toasts. */
export type ClientToast = { type: "success" | "error"; message: string };

const EVENT = "app:toast";

export function showToast(toast: ClientToast) {
  window.dispatchEvent(new CustomEvent<ClientToast>(EVENT, { detail: toast }));
}

export function onToast(listener: (toast: ClientToast) => void) {
  const handler = (event: Event) => listener((event as CustomEvent<ClientToast>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
