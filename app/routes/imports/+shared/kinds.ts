import type { ImportKind } from "~/domain/imports/import-fields";

/** What a file can hold, as the import screens name it (words of the imports catalogue). */
export const KIND_WORDS: Record<ImportKind, string> = {
  students: "Students with their guardians",
  fees: "Fee plans with what each student has already paid",
  marks: "Past marks",
};
