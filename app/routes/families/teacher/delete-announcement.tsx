import { Trans } from "react-i18next";
import { ConfirmDialog } from "~/components/edit-dialogs";
import { deleteAnnouncement, getAnnouncement } from "~/domain/announcements/announcements.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep, loadForStep } from "../../accounts/+shared/teacher-step.server";
import type { Route } from "./+types/delete-announcement";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Delete announcement") }];
export const loader = loadForStep("announcementId", getAnnouncement);
export const action = buttonStep("announcementId", deleteAnnouncement, () => "/teacher/announcements");

export default function DeleteAnnouncement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("families");
  return (
    <ConfirmDialog
      title={t("Delete announcement")}
      closeTo="/teacher/announcements"
      button={t("Delete")}
      error={actionData?.message}
    >
      <p>
        <Trans
          t={t}
          i18nKey="Delete <1>{{title}}</1>? Students and families no longer see it."
          values={{ title: loaderData.announcement.title }}
        >
          Delete <strong translate="no">{loaderData.announcement.title}</strong>? Students and families no longer see
          it.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
