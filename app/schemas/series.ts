import { z } from "zod";
import { idField, nameField } from "./fields";

/** A test series' name, when it is made ('New series') and when it is renamed: the page's form and the API. */
export const seriesNameSchema = z.object({ name: nameField("Series name") });

/** The test added to a series or taken out of it: the page's select and the API's `{test_id}`. */
export const seriesTestSchema = z.object({ test_id: idField("Test") });

export type SeriesName = z.output<typeof seriesNameSchema>;
export type SeriesTest = z.output<typeof seriesTestSchema>;
