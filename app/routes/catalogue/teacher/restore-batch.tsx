import { Trans } from "react-i18next";
import { ConfirmDialog } from "~/components/edit-dialogs";
import { restoreBatch } from "~/domain/catalogue/batches.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { loadBatch, toTeacherHome } from "../+shared/batch-step.server";
import type { Route } from "./+types/restore-batch";

/** 'Restore' an archived batch: it takes registrations again. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Restore") }];
export const loader = loadBatch;
export const action = buttonStep("batchId", restoreBatch, toTeacherHome);

export default function RestoreBatch({ loaderData: batch, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <ConfirmDialog title={t("Restore")} closeTo="/teacher" button={t("Restore")} error={actionData?.message}>
      <p>
        <Trans t={t} i18nKey="Restore <1>{{name}}</1>? It takes registrations again." values={{ name: batch.name }}>
          Restore <strong translate="no">{batch.name}</strong>? It takes registrations again.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
