import { useEffect, useState } from "react";
import { onToast } from "./client-toast";

type Toast = { type: string; message: string };
type Shown = Toast & { id: number };

const DURATION_MS: Record<string, number> = { error: 4000, success: 2000 };
const MAX_TOASTS = 20;
let nextId = 1;

/**
 * The server renders the page's message into a live region, so it shows without JavaScript.
 * With JavaScript, each message stays for its time (error 4 s, success 2 s) and at most 20 are kept.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  const [shown, setShown] = useState<Shown[]>(() => (toast ? [{ ...toast, id: 0 }] : []));

  useEffect(() => {
    function show(next: Toast) {
      const id = nextId++;
      setShown((list) => [...list.filter((item) => item.id !== 0), { ...next, id }].slice(-MAX_TOASTS));
      // Not cleared when the next message comes: each message keeps its own time.
      setTimeout(() => setShown((list) => list.filter((item) => item.id !== id)), DURATION_MS[next.type] ?? 3000);
    }
    if (toast) show(toast);
    return onToast(show);
  }, [toast]);

  return (
    <div className="toasts" role="status" aria-live="polite">
      {shown.map((item) => (
        <p key={item.id} className={`toast toast-${item.type}`}>
          {item.message}
        </p>
      ))}
    </div>
  );
}
