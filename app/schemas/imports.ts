import { z } from "zod";
import { IMPORT_KINDS } from "~/domain/imports/import-fields";

/** Forms and API payloads of an import: what the file holds, then the sheet and the column each heading fills. */

export const importUploadSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: "Choose what the file holds" }),
});
export type ImportUploadInput = z.output<typeof importUploadSchema>;

/** The most columns a file's mapping names. */
export const MOST_COLUMNS = 200;

/** `columns[i]`: the field the file's i-th column fills, "" for a column left out; `sheet`: a workbook's sheet. */
export const importColumnsSchema = z.object({
  sheet: z.string().max(200).optional().default(""),
  columns: z.array(z.string().max(40).optional().default("")).max(MOST_COLUMNS).optional().default([]),
});
export type ImportColumnsInput = z.output<typeof importColumnsSchema>;
