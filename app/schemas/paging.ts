import { z } from "zod";

/** An empty box in a GET form sends `name=`: that means "not given". */
export const emptyAsMissing = (value: unknown) => (value === "" ? undefined : value);

/** A page number in an address; 1 when not given. */
export const pageField = z.preprocess(emptyAsMissing, z.coerce.number().int().min(1).max(100_000).default(1));

/**
 * A paged list's choices as they travel in the address (?q=&page=), so that searching and paging work
 * as plain links and GET forms: the words typed into its search box, and the page.
 */
export const listSearchSchema = z.object({
  q: z.string().trim().max(100).optional().default(""),
  page: pageField,
});

export type ListSearch = z.output<typeof listSearchSchema>;

/** For a page (the API answers 400 instead): an address that cannot be read shows the first page of all. */
export function readListSearch<Schema extends z.ZodType>(schema: Schema, searchParams: URLSearchParams) {
  const parsed = schema.safeParse(Object.fromEntries(searchParams));
  return parsed.success ? parsed.data : schema.parse({});
}
