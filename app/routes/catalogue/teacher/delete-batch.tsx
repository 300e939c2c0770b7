import { Trans } from "react-i18next";
import { ConfirmDialog } from "~/components/edit-dialogs";
import { deleteBatch } from "~/domain/catalogue/batches.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { loadBatch, toTeacherHome } from "../+shared/batch-step.server";
import type { Route } from "./+types/delete-batch";

/** 'Delete batch': only a batch without students and results; otherwise it says to archive it instead. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Delete batch") }];
export const loader = loadBatch;
export const action = buttonStep("batchId", deleteBatch, toTeacherHome);

export default function DeleteBatch({ loaderData: batch, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const name = <strong translate="no">{batch.name}</strong>;
  const canDelete = batch.students === 0 && batch.results === 0;
  const refusal =
    "<0>{{name}}</0> has {{students}} students and {{results}} results, so it cannot be deleted. Archive it instead.";
  return (
    <ConfirmDialog
      title={t("Delete batch")}
      closeTo="/teacher"
      button={canDelete ? t("Delete batch") : undefined}
      error={actionData?.message}
    >
      {canDelete ? (
        <p>
          <Trans
            t={t}
            i18nKey="Delete <1>{{name}}</1> with its subjects and content? This cannot be undone."
            values={{ name: batch.name }}
          >
            Delete {name} with its subjects and content? This cannot be undone.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans
            t={t}
            i18nKey={refusal}
            // An English page brings no catalogue entry that only repeats its key: the sentence is its own default.
            defaults={refusal}
            values={{ name: batch.name, students: batch.students, results: batch.results }}
          >
            {name} has {String(batch.students)} students and {String(batch.results)} results, so it cannot be deleted.
            Archive it instead.
          </Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
