// Fixed words and choices the screens show, kept apart from the zod schemas so that a page using
// them does not carry zod into the browser.

import { WEEKDAYS } from "~/domain/core/weekdays";

export const SUB_FOLDER_TYPES = ["notes", "videos", "tests"] as const;
export type SubFolderType = (typeof SUB_FOLDER_TYPES)[number];

/** The words for the states of a marks sheet, as the API says them too. */
export const MESSAGES = {
  noResults: "Results yet to be added",
  noStudents: "No students in batch",
  nothingToUpdate: "No results to show please add results first",
  fillEntries: "Please fill entries",
};

const ordinal = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;

/** School classes as a visitor names theirs: "Class 1st" to "Class 12th" (the API accepts any of them). */
export const SCHOOL_CLASSES = Array.from({ length: 12 }, (_, index) => `Class ${ordinal(index + 1)}`) as [
  string,
  ...string[],
];

/** The classes the institute teaches (9 to 12), offered when no active batch names its class (decision 105). */
export const TAUGHT_CLASSES = [9, 10, 11, 12];

/** "Class 10th" for 10. */
export const classLabel = (n: number) => SCHOOL_CLASSES[n - 1];

/** Doubt sessions may be held on any day of the week, weekends too (decision 104). */
export const SLOT_DAYS = WEEKDAYS;

/** What a visitor is told once their doubt-session request is in (the API's message and the thanks page). */
export const SENT_TO_TEACHER =
  "Your request has been sent to the teacher. You will get a mail with the meeting link when the teacher accepts it.";

/** What a student whose subjects all still wait for the teacher is told (their home and the API's message). */
export const ACCESS_PENDING = "Your access is awaiting the teacher's approval. Please check back later.";

/** What the booking page and the API's booking offer say about it: nothing to book, all taken, or choose. */
export function bookingNotice(offer: { week: unknown; slots: unknown[] }) {
  if (!offer.week) return "No doubt sessions can be booked right now. Please check back later.";
  if (offer.slots.length === 0) return "Every session this week is booked or over. Please check back later.";
  return "Choose a day and a time";
}
