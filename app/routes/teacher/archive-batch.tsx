import { ConfirmDialog } from "~/components/edit-dialogs";
import { archiveBatch } from "~/domain/batches.server";
import { loadBatch, toTeacherHome } from "./+shared/batch-step.server";
import { buttonStep } from "./+shared/teacher-step.server";
import type { Route } from "./+types/archive-batch";

/** 'Archive batch': it stops taking registrations; its students keep their access. */
export const meta: Route.MetaFunction = () => [{ title: "Archive batch" }];
export const loader = loadBatch;
export const action = buttonStep("batchId", archiveBatch, toTeacherHome);

export default function ArchiveBatch({ loaderData: batch, actionData }: Route.ComponentProps) {
  return (
    <ConfirmDialog title="Archive batch" closeTo="/teacher" button="Archive batch" error={actionData?.message}>
      <p>
        Archive <strong>{batch.name}</strong>? It stops taking registrations and leaves the ongoing list. Its{" "}
        {batch.students} students can still sign in and read their content and results. You can restore it later.
      </p>
    </ConfirmDialog>
  );
}
