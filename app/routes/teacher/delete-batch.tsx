import { ConfirmDialog } from "~/components/edit-dialogs";
import { deleteBatch } from "~/domain/batches.server";
import { loadBatch, toTeacherHome } from "./+shared/batch-step.server";
import { buttonStep } from "./+shared/teacher-step.server";
import type { Route } from "./+types/delete-batch";

/** 'Delete batch': only a batch without students and results; otherwise it says to archive it instead. */
export const meta: Route.MetaFunction = () => [{ title: "Delete batch" }];
export const loader = loadBatch;
export const action = buttonStep("batchId", deleteBatch, toTeacherHome);

export default function DeleteBatch({ loaderData: batch, actionData }: Route.ComponentProps) {
  const name = <strong>{batch.name}</strong>;
  const canDelete = batch.students === 0 && batch.results === 0;
  return (
    <ConfirmDialog
      title="Delete batch"
      closeTo="/teacher"
      button={canDelete ? "Delete batch" : undefined}
      error={actionData?.message}
    >
      {canDelete ? (
        <p>Delete {name} with its subjects and content? This cannot be undone.</p>
      ) : (
        <p>
          {name} has {batch.students} students and {batch.results} results, so it cannot be deleted. Archive it instead.
        </p>
      )}
    </ConfirmDialog>
  );
}
