import { AnnouncementDialog } from "~/components/announcement-form";
import { audienceChoices, createAnnouncement } from "~/domain/announcements/announcements.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { announcementSchema } from "~/schemas/families";
import type { Route } from "./+types/new-announcement";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("New announcement") }];

export async function loader({ context }: Route.LoaderArgs) {
  return { audiences: await audienceChoices(requireTeacher(context)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleForm(await readFormData(request), announcementSchema, async (value) => {
    const { message } = await createAnnouncement(teacher, value);
    return redirectWithToast(context, "/teacher/announcements", "success", message);
  });
}

export default function NewAnnouncement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("families");
  return (
    <AnnouncementDialog
      title={t("New announcement")}
      audiences={loaderData.audiences}
      lastResult={actionData}
      defaultValue={{ title: "", text: "", audience: "institute", ask_seen: false }}
      offerSending
    />
  );
}
