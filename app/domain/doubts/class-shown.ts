import type { TFunction } from "i18next";

/**
 * A school class as a visitor picked it ("Class 10th", the value the form posts and the booking keeps), in
 * the page's language: English keeps the ordinal, Hindi writes "कक्षा 10".
 */
export const classShown = (t: TFunction, value: string) =>
  t("Class {{ordinal}}", { ordinal: value.replace(/^Class /, ""), number: Number.parseInt(value.slice(6), 10) });
