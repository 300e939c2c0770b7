import { useState } from "react";
import { Fact } from "./fact";
import { useHydrated } from "./use-hydrated";

/**
 * A labelled value the teacher passes on (a join link, a password). The text is always there to select;
 * once JavaScript runs, a Copy button puts it on the clipboard and says so in a live region.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const hydrated = useHydrated();
  const [notice, setNotice] = useState("");

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setNotice(`${label} copied!`);
    } catch {
      setNotice(`Could not copy the ${label.toLowerCase()}. Select the text to copy it.`);
    }
  }

  return (
    <Fact label={label} className="copy-field">
      {value ? <code>{value}</code> : <span className="muted">None</span>}
      {hydrated && value ? (
        <button type="button" className="button button-quiet" onClick={copy} aria-label={`Copy ${label}`}>
          Copy
        </button>
      ) : null}
      <span className="copy-notice" role="status">
        {notice}
      </span>
    </Fact>
  );
}
