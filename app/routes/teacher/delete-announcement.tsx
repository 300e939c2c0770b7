import { ConfirmDialog } from "~/components/edit-dialogs";
import { deleteAnnouncement, getAnnouncement } from "~/domain/announcements/announcements.server";
import { buttonStep, loadForStep } from "./+shared/teacher-step.server";
import type { Route } from "./+types/delete-announcement";

export const meta: Route.MetaFunction = () => [{ title: "Delete announcement" }];
export const loader = loadForStep("announcementId", getAnnouncement);
export const action = buttonStep("announcementId", deleteAnnouncement, () => "/teacher/announcements");

export default function DeleteAnnouncement({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConfirmDialog
      title="Delete announcement"
      closeTo="/teacher/announcements"
      button="Delete"
      error={actionData?.message}
    >
      <p>
        Delete <strong>{loaderData.announcement.title}</strong>? Students and families no longer see it.
      </p>
    </ConfirmDialog>
  );
}
