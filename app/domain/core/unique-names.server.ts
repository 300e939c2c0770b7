import { db } from "~/db.server";
import { Prisma } from "~/generated/prisma/client";
import { conflict } from "./errors.server";

/** Where a name must be unique: a table of named things and the SQL condition picking the siblings. */
export type Siblings = { table: "Batch" | "Subject" | "Folder" | "SubFolder" | "TestSeries"; where: Prisma.Sql };

/**
 * Refuses a name that one of its siblings already has, whatever the letter case: two batches called
 * "Class 10" and "class 10" confuse a person as much as two identical ones. The database compares in the query
 * (`lower` folds A to Z on SQLite and PostgreSQL alike), so one row at most is read however many siblings there
 * are (decision 086); `selfId` is the thing being renamed.
 */
export async function assertNameFree(
  siblings: Siblings,
  name: string,
  field: string,
  message: string,
  selfId?: number,
) {
  const clash = await db.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM ${Prisma.raw(`"${siblings.table}"`)}
    WHERE ${siblings.where} AND lower(trim("name")) = lower(${name.trim()}) AND "id" IS DISTINCT FROM ${selfId ?? null}
    LIMIT 1`;
  if (clash.length > 0) throw conflict(message, { [field]: [message] });
}
