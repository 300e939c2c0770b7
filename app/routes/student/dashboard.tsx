import { useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { AnnouncementList } from "~/components/announcement-list";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { PageLinks } from "~/components/paging";
import { SubjectChecklist } from "~/components/subject-checklist";
import { myAnnouncements } from "~/domain/announcements/announcements.server";
import { formatDay } from "~/domain/format.server";
import { chooseOwnSubjects, getStudentDetails } from "~/domain/students.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireStudent } from "~/http/guards.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageField } from "~/schemas/paging";
import { ownSubjectsSchema } from "~/schemas/student-directory";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () =>
  pageMeta("Your subjects", "Your subjects, with their notes, videos and tests.");

export async function loader({ context, request }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const details = await getStudentDetails(student);
  const page = pageField.safeParse(new URL(request.url).searchParams.get("page") ?? undefined);
  return {
    ...details,
    endedOn: details.batch.ended_on ? formatDay(details.batch.ended_on) : null,
    // Announcements (issue 24): newest first, unread marked until opened, paged.
    announcements: await myAnnouncements(student, page.success ? page.data : 1),
  };
}

/** A student without subjects chooses theirs; the teacher then permits them. */
export async function action({ request, context }: Route.ActionArgs) {
  const student = requireStudent(context);
  return handleForm(await readFormData(request), ownSubjectsSchema, async (value) => {
    const { message } = await chooseOwnSubjects(student, value);
    return redirectWithToast(context, "/dashboard", "success", message);
  });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, subs, permitted, message, offered, endedOn, announcements } = loaderData;
  const { t } = useTranslation("families");
  return (
    <main id="main" className="page">
      <h1>Welcome to {batch.batch_name}</h1>
      {endedOn ? (
        <p className="notice">
          This batch ended on {endedOn}. You can still read its notes and videos, and your test results and report card.
        </p>
      ) : null}
      <h2>Registered Subjects</h2>
      {subs.length === 0 && offered.length > 0 ? (
        <ChooseSubjects offered={offered} lastResult={actionData} />
      ) : subs.length === 0 ? (
        <p className="empty">No subjects registered yet. Check back later</p>
      ) : !permitted ? (
        <p className="notice">{message}</p>
      ) : (
        <ul className="grid">
          {subs.map((subject) => (
            <li key={subject.id} className="card">
              <h3>{subject.subject_name}</h3>
              {subject.permitted ? null : <p className="muted">Access pending</p>}
              <Link
                to={`/subject/${subject.id}`}
                className="button"
                aria-label={`View Content of ${subject.subject_name}`}
              >
                View Content
              </Link>
            </li>
          ))}
        </ul>
      )}
      {subs.length > 0 ? (
        <p>
          <Link to="/report">Report card</Link>
        </p>
      ) : null}
      <section aria-labelledby="announcements">
        <h2 id="announcements">{t("Announcements")}</h2>
        <AnnouncementList announcements={announcements.announcements} openAt="/announcements" />
        <PageLinks facts={announcements} href={(page) => `/dashboard?page=${page}`} />
      </section>
    </main>
  );
}

function ChooseSubjects({
  offered,
  lastResult,
}: {
  offered: { id: number; subject_name: string }[];
  lastResult: Route.ComponentProps["actionData"];
}) {
  const [form, fields] = useForm<{ subjects: string[] }>({ id: "own-subjects", lastResult });
  return (
    <Form method="post" id={form.id} noValidate className="card stack narrow">
      <FormToken />
      <FormError id={form.errorId} errors={form.errors} />
      <p>Choose the subjects you take. Your teacher then gives you access.</p>
      <SubjectChecklist
        legend="Your subjects"
        subjects={offered}
        ticked={[]}
        errors={fields.subjects.errors}
        errorId={fields.subjects.errorId}
      />
      <SubmitButton>Choose subjects</SubmitButton>
    </Form>
  );
}
