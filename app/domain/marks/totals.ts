/** A report card's total: marks over the maximum with the percentage. */
export type Total = { obtained: number; max: number; percent: number | null };

/** A total as report cards write it, on screen and on paper: "36 / 40 (90%)", or a dash while nothing counts. */
export const totalText = (total: Total) =>
  total.percent === null ? "–" : `${total.obtained} / ${total.max} (${total.percent}%)`;
