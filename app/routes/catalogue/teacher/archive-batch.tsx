import { Trans } from "react-i18next";
import { ConfirmDialog } from "~/components/edit-dialogs";
import { archiveBatch } from "~/domain/catalogue/batches.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { loadBatch, toTeacherHome } from "../+shared/batch-step.server";
import type { Route } from "./+types/archive-batch";

/** 'Archive batch': it stops taking registrations; its students keep their access. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Archive batch") }];
export const loader = loadBatch;
export const action = buttonStep("batchId", archiveBatch, toTeacherHome);

export default function ArchiveBatch({ loaderData: batch, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const key =
    "Archive <1>{{name}}</1>? It stops taking registrations and leaves the ongoing list. Its {{count}} students can still sign in and read their content and results. You can restore it later.";
  return (
    <ConfirmDialog
      title={t("Archive batch")}
      closeTo="/teacher"
      button={t("Archive batch")}
      error={actionData?.message}
    >
      <p>
        <Trans t={t} i18nKey={key} values={{ name: batch.name }} count={batch.students}>
          Archive <strong translate="no">{batch.name}</strong>? It stops taking registrations and leaves the ongoing
          list. Its {String(batch.students)} students can still sign in and read their content and results. You can
          restore it later.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
