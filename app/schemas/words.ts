// Fixed words and choices the screens show, kept apart from the zod schemas so that a page using
// them does not carry zod into the browser.

import { WEEKDAYS } from "~/domain/weekdays";

export const SUB_FOLDER_TYPES = ["notes", "videos", "tests"] as const;
export type SubFolderType = (typeof SUB_FOLDER_TYPES)[number];

/** SPEC's words for the states of a marks sheet. */
export const MESSAGES = {
  noResults: "Results yet to be added",
  noStudents: "No students in batch",
  nothingToUpdate: "No results to show please add results first",
  fillEntries: "Please fill entries",
};

/** The classes a visitor may book a doubt session for. */
export const CLASS_OPTIONS = ["Class 8th", "Class 9th", "Class 10th", "Class 11th", "Class 12th"] as const;

/** Doubt sessions are held Monday to Friday (SPEC §5). */
export const SLOT_DAYS = WEEKDAYS.slice(0, 5) as ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
