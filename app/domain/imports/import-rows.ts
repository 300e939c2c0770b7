import type { Mapping } from "./import-fields";
import { type Cell, cellText } from "./import-values";

/** One row of the file, by the fields its columns were mapped to (a column left out is not there). */
export type MappedRow = { line: number; cells: Record<string, Cell> };

/** A row as the preview shows it: each mapped cell's text, and what is wrong, said at the field of its cell. */
export type CheckedRow = {
  line: number;
  values: Record<string, string>;
  problems: Record<string, string>;
  /** The row adds something ("new") or finds all it says already there ("existing": the import leaves it). */
  state: "new" | "existing";
};

export function mappedRows(headings: string[], rows: { line: number; cells: Cell[] }[], mapping: Mapping) {
  const columns = headings
    .map((heading, index) => ({ field: mapping[heading] ?? "", index }))
    .filter((column) => column.field !== "");
  return rows.map(
    (row): MappedRow => ({
      line: row.line,
      cells: Object.fromEntries(columns.map(({ field, index }) => [field, row.cells[index] ?? null])),
    }),
  );
}

/**
 * Reading one row: `text` and `read` take a cell's value, and a value that cannot be read leaves its problem at the
 * cell (the first one a cell has is the one said). `done` gives the row as the preview shows it.
 */
export function rowReader(row: MappedRow) {
  const problems: Record<string, string> = {};
  const text = (field: string) => cellText(row.cells[field] ?? null);
  return {
    text,
    has: (field: string) => text(field) !== "",
    problem(field: string, message: string) {
      problems[field] ??= message;
    },
    /** The cell read with `reader`; null (and the problem said) when it holds something else, null when empty. */
    read<Value>(field: string, reader: (cell: Cell) => Value | null, message: string): Value | null {
      if (text(field) === "") return null;
      const value = reader(row.cells[field] ?? null);
      if (value === null) problems[field] ??= message;
      return value;
    },
    required(field: string, message: string) {
      if (text(field) === "") problems[field] ??= message;
    },
    ok: () => Object.keys(problems).length === 0,
    done: (state: CheckedRow["state"]): CheckedRow => ({
      line: row.line,
      values: Object.fromEntries(Object.keys(row.cells).map((field) => [field, text(field)])),
      problems,
      state,
    }),
  };
}

export type RowReader = ReturnType<typeof rowReader>;

/** Names as they are matched (a batch, a plan, a test): case and spaces do not matter. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
