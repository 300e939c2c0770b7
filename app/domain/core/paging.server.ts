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
 * One page of a list and what the pager says of it. The rows are read first and the matching rows counted only
 * when the page cannot tell: a short page that is not past the end holds the last rows, so the total is known
 * without a second query (a teacher's home of short lists reads half as often).
 */
export async function readPage<Row>(
  page: number,
  perPage: number,
  rows: (window: ReturnType<typeof pageWindow>) => Promise<Row[]>,
  count: () => Promise<number>,
) {
  const window = pageWindow(page, perPage);
  const found = await rows(window);
  const known = found.length < perPage && (found.length > 0 || page === 1);
  const total = known ? window.skip + found.length : await count();
  return { rows: found, ...pageFacts(total, page, perPage) };
}

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
