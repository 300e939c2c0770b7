import { selector } from "./contract";

const MARK_KEYS: Record<string, string> = { a: "absent", p: "present", l: "late" };

/**
 * The register by keyboard: ↑ and ↓ move between students, A, P and L mark the student whose choice has focus
 * and move on to the next, ← and → change the mark as radio buttons do, and Enter never submits (only the
 * 'Save attendance' button does). Without JavaScript: plain radio buttons.
 */
function onRegisterKey(event: KeyboardEvent, form: HTMLFormElement) {
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || target.type !== "radio") return;
  const rows = [...form.querySelectorAll<HTMLElement>(selector("registerRow"))];
  const row = target.closest<HTMLElement>(selector("registerRow"));
  if (!row) return;
  const index = rows.indexOf(row);
  const focusRow = (next: number) => {
    const other = rows[next];
    if (!other) return;
    (other.querySelector<HTMLInputElement>("input:checked") ?? other.querySelector<HTMLInputElement>("input"))?.focus();
  };
  const key = event.key.toLowerCase();
  if (event.key === "Enter") {
    event.preventDefault();
  } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    focusRow(index + (event.key === "ArrowDown" ? 1 : -1));
  } else if (key in MARK_KEYS && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
    const choice = row.querySelector<HTMLInputElement>(`input[value="${MARK_KEYS[key]}"]`);
    if (choice) choice.checked = true;
    focusRow(Math.min(index + 1, rows.length - 1));
  }
}

export function enhanceRegisterKeys() {
  const form = document.querySelector<HTMLFormElement>(`form${selector("registerKeys")}`);
  form?.addEventListener("keydown", (event) => onRegisterKey(event, form));
}
