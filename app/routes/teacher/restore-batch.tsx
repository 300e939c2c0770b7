import { ConfirmDialog } from "~/components/edit-dialogs";
import { restoreBatch } from "~/domain/batches.server";
import { loadBatch, toTeacherHome } from "./+shared/batch-step.server";
import { buttonStep } from "./+shared/teacher-step.server";
import type { Route } from "./+types/restore-batch";

/** 'Restore' an archived batch: it takes registrations again. */
export const meta: Route.MetaFunction = () => [{ title: "Restore" }];
export const loader = loadBatch;
export const action = buttonStep("batchId", restoreBatch, toTeacherHome);

export default function RestoreBatch({ loaderData: batch, actionData }: Route.ComponentProps) {
  return (
    <ConfirmDialog title="Restore" closeTo="/teacher" button="Restore" error={actionData?.message}>
      <p>
        Restore <strong>{batch.name}</strong>? It takes registrations again.
      </p>
    </ConfirmDialog>
  );
}
