import type { QuestionImportPreview } from "~/domain/bank/bank-import.server";

/**
 * A question import's preview as the API gives it: every row with its fields as written (LaTeX as typed), its
 * pictures' alt text by place, its problems by field, and the question or row it duplicates.
 */
export const questionPreviewAnswer = (preview: QuestionImportPreview) => ({
  upload_id: preview.uploadId,
  source: preview.source,
  rows: preview.rows.map((row) => ({
    line: row.line,
    values: row.values,
    pictures: row.pictures,
    problems: row.problems,
    duplicate_of: row.duplicateOf ? { question_id: row.duplicateOf.questionId, line: row.duplicateOf.line } : null,
  })),
  good: preview.good,
  duplicates: preview.duplicates,
  with_problems: preview.withProblems,
});
