import { onPostgres } from "~/config.server";

/** Paged lists: a page is read with skip/take, never the whole table. */

export const pageWindow = (page: number, perPage: number) => ({ skip: (page - 1) * perPage, take: perPage });

/** What a paged answer says besides its rows: how many match, which page this is, how many pages there are. */
export const pageFacts = (total: number, page: number, perPage: number) => ({
  total,
  page,
  pages: Math.max(1, Math.ceil(total / perPage)),
});

/**
 * A search box's rule: each typed word must appear in one of the fields, whatever its letter case. SQLite's LIKE
 * ignores ASCII case by itself; PostgreSQL's does only when asked (ILIKE), and SQLite's client has no such option.
 * Goes into a Prisma `where` as `AND`.
 */
export function everyWordIn<Field extends string>(q: string, fields: readonly Field[]) {
  const anyCase = onPostgres() ? { mode: "insensitive" } : {};
  return q
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({
      OR: fields.map(
        (field) => ({ [field]: { contains: word, ...anyCase } }) as { [Key in Field]?: { contains: string } },
      ),
    }));
}
