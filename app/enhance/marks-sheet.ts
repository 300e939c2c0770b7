import { readData, selector } from "./contract";
import { fillCount } from "./words";

/**
 * The marks sheet: Enter never sends it (without JavaScript Enter sends 'Check marks', which saves nothing); in a
 * mark box it moves to the next student's mark. The line under the sheet counts the rows with neither a mark nor
 * Absent as the teacher types.
 */
function enterMovesDown(event: KeyboardEvent, form: HTMLFormElement) {
  const input = event.target;
  if (event.key !== "Enter" || !(input instanceof HTMLInputElement)) return;
  event.preventDefault();
  const marks = [...form.querySelectorAll<HTMLInputElement>("input.marks-input")];
  const next = marks[marks.indexOf(input) + 1];
  next?.focus();
  next?.select();
}

function countNotEntered(form: HTMLFormElement) {
  return [...form.querySelectorAll<HTMLInputElement>("input.marks-input")].filter((input) => {
    const absent = form.elements.namedItem(input.name.replace(/marks$/, "absent"));
    return input.value.trim() === "" && !(absent instanceof HTMLInputElement && absent.checked);
  }).length;
}

export function enhanceMarksSheet() {
  const form = document.querySelector<HTMLFormElement>(`form${selector("marksSheet")}`);
  const line = form?.querySelector<HTMLElement>(selector("notEntered"));
  if (!form || !line) return;
  form.addEventListener("keydown", (event) => enterMovesDown(event, form));
  form.addEventListener("input", () => {
    const count = countNotEntered(form);
    line.textContent = count === 0 ? (readData(line, "allEntered") ?? "") : fillCount(line, count);
  });
}
