import { Form } from "react-router";
import { CopyField } from "~/components/copy-field";
import { Fact } from "~/components/fact";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { config } from "~/config.server";
import { describeInstant } from "~/domain/core/time.server";
import { completeSession, meetingDetails } from "~/domain/doubts/meetings.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/meeting-details";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Meeting Details") }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const meeting = await readForPage(() => meetingDetails(teacher, params.doubtId));
  const start = describeInstant(meeting.startsAt, config.INSTITUTE_TIMEZONE, languageFrom(context));
  return { meeting, start, closeTo: `/teacher/week/${params.weekId}${new URL(request.url).search}` };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const { pathname, search } = new URL(request.url);
  return handleButton(context, pathname + search, () => completeSession(teacher, params.doubtId));
}

export default function MeetingDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { meeting, start, closeTo } = loaderData;
  const { t } = useTranslation("doubts");
  return (
    <RouteDialog title={t("Meeting Details")} closeTo={closeTo}>
      <FormError errors={actionData ? [actionData.message] : undefined} />
      <dl className="meeting-facts">
        <Fact label={t("Meeting ID")}>{meeting.meetingId}</Fact>
        <Fact label={t("Date")}>{start.date}</Fact>
        <Fact label={t("Join time")}>
          {start.time} ({start.zone})
        </Fact>
        <Fact label={t("User")}>{meeting.userEmail}</Fact>
        <Fact label={t("Status")}>{meeting.completed ? t("Completed") : t("Pending")}</Fact>
        <CopyField label={t("Join URL")} value={meeting.joinUrl} />
        <CopyField label={t("Start URL")} value={meeting.startUrl} />
        <CopyField label={t("Password")} value={meeting.password} />
      </dl>
      {meeting.completed ? null : (
        <Form method="post" preventScrollReset>
          <FormToken />
          <SubmitButton>{t("Mark Session Completed")}</SubmitButton>
        </Form>
      )}
    </RouteDialog>
  );
}
