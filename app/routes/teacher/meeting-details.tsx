import { Form } from "react-router";
import { CopyField } from "~/components/copy-field";
import { Fact } from "~/components/fact";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { config } from "~/config.server";
import { completeSession, meetingDetails } from "~/domain/meetings.server";
import { describeInstant } from "~/domain/time.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { readForPage } from "~/http/pages.server";
import type { Route } from "./+types/meeting-details";

export const meta: Route.MetaFunction = () => [{ title: "Meeting Details" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const { meeting } = await readForPage(() => meetingDetails(teacher, params.doubtId));
  const start = describeInstant(new Date(meeting.starts_at), config.INSTITUTE_TIMEZONE);
  return { meeting, start, closeTo: `/teacher/week/${params.weekId}${new URL(request.url).search}` };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const { pathname, search } = new URL(request.url);
  return handleButton(context, pathname + search, () => completeSession(teacher, params.doubtId));
}

export default function MeetingDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { meeting, start, closeTo } = loaderData;
  return (
    <RouteDialog title="Meeting Details" closeTo={closeTo}>
      <FormError errors={actionData ? [actionData.message] : undefined} />
      <dl className="meeting-facts">
        <Fact label="Meeting ID">{meeting.meeting_id}</Fact>
        <Fact label="Date">{start.date}</Fact>
        <Fact label="Join time">
          {start.time} ({start.zone})
        </Fact>
        <Fact label="User">{meeting.user_email}</Fact>
        <Fact label="Status">{meeting.completed ? "Completed" : "Pending"}</Fact>
        <CopyField label="Join URL" value={meeting.join_url} />
        <CopyField label="Start URL" value={meeting.start_url} />
        <CopyField label="Password" value={meeting.meeting_password} />
      </dl>
      {meeting.completed ? null : (
        <Form method="post" preventScrollReset>
          <FormToken />
          <SubmitButton>Mark Session Completed</SubmitButton>
        </Form>
      )}
    </RouteDialog>
  );
}
