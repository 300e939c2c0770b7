import { z } from "zod";
import { idField, nameField } from "./fields";
import { emptyAsMissing, pageField } from "./paging";

/** A test series' name, when it is made ('New series') and when it is renamed: the page's form and the API. */
export const seriesNameSchema = z.object({ name: nameField("Series name") });

/** The test added to a series or taken out of it: the page's select and the API's `{test_id}`. */
export const seriesTestSchema = z.object({ test_id: idField("Test") });

export type SeriesName = z.output<typeof seriesNameSchema>;
export type SeriesTest = z.output<typeof seriesTestSchema>;

/** Which batch's standings a series page shows, and its page: `?batch_id=&page=` (the first batch when not given). */
export const seriesStandingsQuerySchema = z.object({
  batch_id: z.preprocess(emptyAsMissing, idField("Batch").optional()),
  page: pageField,
});
