import { enhanceData } from "~/enhance/contract";

type Toast = { type: string; message: string };

/**
 * The server renders the page's message into a live region, so it shows without JavaScript. On every page with
 * the enhancing script, app/enhance/toasts.ts takes each message away after its time and adds a script's.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  return (
    <div className="toasts" role="status" aria-live="polite" {...enhanceData({ toasts: "" })}>
      {toast ? (
        <p className={`toast toast-${toast.type}`} {...enhanceData({ toast: toast.type })}>
          {toast.message}
        </p>
      ) : null}
    </div>
  );
}
