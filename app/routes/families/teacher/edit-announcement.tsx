import { AnnouncementDialog } from "~/components/announcement-form";
import { audienceChoices, editAnnouncement, getAnnouncement } from "~/domain/announcements/announcements.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { announcementSchema } from "~/schemas/families";
import type { Route } from "./+types/edit-announcement";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Edit announcement") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const { announcement } = await readForPage(() => getAnnouncement(teacher, idParam(params.announcementId)));
  return { announcement, audiences: await audienceChoices(teacher) };
}

export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.announcementId),
  schema: announcementSchema,
  save: editAnnouncement,
  after: () => "/teacher/announcements",
});

/** Editing marks the announcement 'edited' wherever it shows. */
export default function EditAnnouncement({ loaderData, actionData }: Route.ComponentProps) {
  const { announcement, audiences } = loaderData;
  const { t } = useTranslation("families");
  return (
    <AnnouncementDialog
      title={t("Edit announcement")}
      audiences={audiences}
      lastResult={actionData}
      defaultValue={{
        title: announcement.title,
        text: announcement.text,
        audience: announcement.audience.value,
        ask_seen: announcement.ask_seen,
      }}
    />
  );
}
