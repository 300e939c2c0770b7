import { notFound } from "../core/errors.server";

/**
 * The list with one item swapped with its neighbour, for renumbering 1, 2, 3… so the order stays a clean
 * sequence whatever it was before. Moving the first item up (or the last down) gives the list unchanged.
 */
export function swapWithNeighbour<T extends { id: number }>(
  items: T[],
  id: number,
  direction: "up" | "down",
  missing: string,
) {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) throw notFound(missing);
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= items.length) return items;
  const reordered = [...items];
  [reordered[index], reordered[target]] = [reordered[target], reordered[index]];
  return reordered;
}
