import { addDays } from "../core/calendar-days";

/** Homework due within this many days (today included) is 'due soon'. */
export const DUE_SOON_DAYS = 2;

/** The student's Homework page reaches back this many days of due dates (older work drops off). */
export const HOMEWORK_DAYS_BACK = 30;
/** The dashboard shows this many, the first to do first. */
export const DASHBOARD_HOMEWORK = 5;

/** Where one homework stands for a student on a given day. */
export type HomeworkState = "done" | "overdue" | "due-soon" | "later";

export function homeworkState(dueOn: string, done: boolean, today: string): HomeworkState {
  if (done) return "done";
  if (dueOn < today) return "overdue";
  return dueOn <= addDays(today, DUE_SOON_DAYS - 1) ? "due-soon" : "later";
}

/** The due day is the day it was set or later; the message is said at the due date's field. */
export const DUE_BEFORE_SET = "The due date cannot be before the day the homework was set";
export const dueProblem = (setOn: string, dueOn: string) => (dueOn < setOn ? DUE_BEFORE_SET : null);

/** What a student has to do first: work not done, earliest due first (so overdue on top); done work last, newest first. */
export function studentOrder<T extends { dueOn: string; done: boolean; id: number }>(items: T[]) {
  const open = items.filter((item) => !item.done).sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.id - b.id);
  const done = items.filter((item) => item.done).sort((a, b) => b.dueOn.localeCompare(a.dueOn) || b.id - a.id);
  return [...open, ...done];
}
