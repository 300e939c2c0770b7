// Fixed words and choices the screens show, kept apart from the zod schemas so that a page using
// them does not carry zod into the browser.

export const SUB_FOLDER_TYPES = ["notes", "videos", "tests"] as const;
export type SubFolderType = (typeof SUB_FOLDER_TYPES)[number];

/** SPEC's words for the states of a marks sheet. */
export const MESSAGES = {
  noResults: "Results yet to be added",
  noStudents: "No students in batch",
  nothingToUpdate: "No results to show please add results first",
  fillEntries: "Please fill entries",
};
