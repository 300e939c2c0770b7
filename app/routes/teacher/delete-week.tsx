import { Trans, useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/edit-dialogs";
import { deleteWeek } from "~/domain/weeks.server";
import { pageTranslate } from "~/i18n/page-translator";
import { buttonStep } from "./+shared/teacher-step.server";
import { loadWeek } from "./+shared/week-step.server";
import type { Route } from "./+types/delete-week";

/** 'Delete week', over the teacher's home; a week with bookings is refused (complete it instead). */
export const handle = { namespaces: ["doubts"] };
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Delete week") }];
export const loader = loadWeek;
export const action = buttonStep("weekId", deleteWeek, () => "/teacher");

export default function DeleteWeek({ loaderData: week, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("doubts");
  return (
    <ConfirmDialog title={t("Delete week")} closeTo="/teacher" button={t("Delete")} error={actionData?.message}>
      <p>
        <Trans
          t={t}
          i18nKey="Delete <1>{{name}}</1>? With it go: {{count}} slots. This cannot be undone."
          values={{ name: week.name }}
          count={week.slotCount}
          components={{ 1: <strong translate="no" /> }}
        />
      </p>
    </ConfirmDialog>
  );
}
