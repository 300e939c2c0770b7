/**
 * A batch's modes as its card and its form name them. Kept apart from the form's fields, which import the
 * batch schema (and with it zod): the card is on the teacher's home page, which has no use for zod.
 */
export const MODE_LABELS = { offline: "Offline", online: "Online", both: "Offline and online" } as const;
