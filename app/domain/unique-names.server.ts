import { conflict } from "./errors.server";

type Named = { id: number; name: string };

/**
 * Refuses a name that one of its siblings already has, whatever the letter case: two batches called
 * "Class 10" and "class 10" confuse a person as much as two identical ones. SQLite compares case-sensitively,
 * so the siblings are compared here; `selfId` is the thing being renamed.
 */
export function assertNameFree(siblings: Named[], name: string, field: string, message: string, selfId?: number) {
  const wanted = name.trim().toLocaleLowerCase();
  if (siblings.some((sibling) => sibling.id !== selfId && sibling.name.trim().toLocaleLowerCase() === wanted)) {
    throw conflict(message, { [field]: [message] });
  }
}
