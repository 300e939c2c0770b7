type Toast = { type: string; message: string };

/**
 * The server renders the page's message into a live region, so it shows without JavaScript. On the teacher's
 * pages app/enhance/toasts.ts takes each message away after its time and adds the ones a script makes.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  return (
    <div className="toasts" role="status" aria-live="polite" data-toasts="">
      {toast ? (
        <p className={`toast toast-${toast.type}`} data-toast={toast.type}>
          {toast.message}
        </p>
      ) : null}
    </div>
  );
}
