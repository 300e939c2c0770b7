import type { DocumentRunView } from "~/domain/documents/runs.server";

/** A run as the API shows it: its progress, and where its file is once ready. */
export const runAnswer = (run: DocumentRunView) => ({
  id: run.id,
  title: run.title,
  state: run.state,
  done: run.done,
  total: run.total,
  failure: run.failure || null,
  created_at: run.createdAt.toISOString(),
  finished_at: run.finishedAt?.toISOString() ?? null,
  file_url: run.state === "ready" ? `/api/v1/teacher/documents/${run.id}/file` : null,
});
