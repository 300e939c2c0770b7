import type { ImportPreview } from "~/domain/imports/imports.server";

/** An import's preview as the API gives it: the mapping in use, and every row with the problems at its fields. */
export const previewAnswer = (preview: ImportPreview) => ({
  upload_id: preview.uploadId,
  kind: preview.kind,
  sheets: preview.sheets,
  sheet: preview.sheet,
  headings: preview.headings,
  columns: preview.columns,
  fields: preview.fields,
  missing: preview.missing,
  rows: preview.rows,
  problems: preview.problems,
  new_rows: preview.newRows,
  existing_rows: preview.existingRows,
});
