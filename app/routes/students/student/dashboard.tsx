import { useForm } from "@conform-to/react";
import { Trans } from "react-i18next";
import { Form, Link } from "react-router";
import { AnnouncementList } from "~/components/announcement-list";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { PageLinks } from "~/components/paging";
import { StudentHomework } from "~/components/student-homework";
import { SubjectChecklist } from "~/components/subject-checklist";
import { TodaysClasses } from "~/components/todays-classes";
import { myAnnouncements } from "~/domain/announcements/announcements.server";
import { formatDay } from "~/domain/core/format.server";
import { DASHBOARD_HOMEWORK } from "~/domain/homework/limits";
import { myHomework } from "~/domain/homework/student-homework.server";
import { chooseOwnSubjects, getStudentDetails } from "~/domain/students/home.server";
import { todaysClasses } from "~/domain/timetable/week-view.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireStudent } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { pageOf } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { ownSubjectsSchema } from "~/schemas/student-directory";
import { ACCESS_PENDING } from "~/schemas/words";
import { shownHomework } from "../../classroom/+shared/shown-homework.server";
import { shownComingOnlineTests } from "../../online-tests/+shared/coming-online-tests.server";
import { OnlineTestWindow } from "../../online-tests/+shared/online-test-window";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () =>
  pageMeta("Your subjects", "Your subjects, with their notes, videos and tests.");

export async function loader({ context, request }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const home = await getStudentDetails(student);
  const endedOn = home.batch?.endedAt ? formatDay(home.batch.endedAt, languageFrom(context)) : null;
  // Announcements: newest first, unread marked until opened, paged.
  const announcements = await myAnnouncements(student, pageOf(request));
  // Homework: the first few to do, due soon first.
  const homework = await myHomework(student, { limit: DASHBOARD_HOMEWORK });
  const classes = await todaysClasses(student);
  return {
    todaysClasses: classes,
    ...home,
    endedOn,
    announcements,
    homework: shownHomework(homework.homework, languageFrom(context)),
    homeworkTotal: homework.total,
    onlineTests: home.permitted ? await shownComingOnlineTests(context, student) : [],
  };
}

/** A student without subjects chooses theirs; the teacher then permits them. */
export async function action({ request, context }: Route.ActionArgs) {
  const student = requireStudent(context);
  return handleForm(await readFormData(request), ownSubjectsSchema, async (value) => {
    await chooseOwnSubjects(student, value);
    return redirectWithToast(
      context,
      "/dashboard",
      "success",
      "Subjects chosen: your teacher will give you access soon",
    );
  });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, subjects, permitted, offered, endedOn, announcements, homework, homeworkTotal, onlineTests } =
    loaderData;
  const { t } = useTranslation("student");
  const { t: familiesT } = useTranslation("families");
  const { t: classroomT } = useTranslation("classroom");
  const { t: testsT } = useTranslation("online-tests");
  return (
    <main id="main" className="page">
      <h1>
        <Trans t={t} i18nKey="Welcome to <1>{{batch}}</1>" values={{ batch: batch?.name ?? "" }}>
          Welcome to <span translate="no">{batch?.name ?? ""}</span>
        </Trans>
      </h1>
      {endedOn ? (
        <p className="notice">
          {t(
            "This batch ended on {{day}}. You can still read its notes and videos, and your test results and report card.",
            { day: endedOn },
          )}
        </p>
      ) : null}
      <h2>{t("Registered Subjects")}</h2>
      {subjects.length === 0 && offered.length > 0 ? (
        <ChooseSubjects offered={offered} lastResult={actionData} />
      ) : subjects.length === 0 ? (
        <p className="empty">{t("No subjects registered yet. Check back later")}</p>
      ) : !permitted ? (
        <p className="notice">{t(ACCESS_PENDING)}</p>
      ) : (
        <ul className="grid">
          {subjects.map((subject) => (
            <li key={subject.id} className="card">
              <h3 translate="no">{subject.name}</h3>
              {subject.permitted ? null : <p className="muted">{t("Access pending")}</p>}
              <Link
                to={`/subject/${subject.id}`}
                className="button"
                aria-label={t("View Content of {{subject}}", { subject: subject.name })}
              >
                {t("View Content")}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {subjects.length > 0 ? (
        <p>
          <Link to="/report">{t("Report card")}</Link>
        </p>
      ) : null}
      {permitted ? <TodaysClasses classes={loaderData.todaysClasses} /> : null}
      {onlineTests.length > 0 ? (
        <section aria-labelledby="online-tests">
          <h2 id="online-tests">{testsT("Online tests")}</h2>
          <ul className="stack">
            {onlineTests.map((test) => (
              <li key={test.testId}>
                <span translate="no">{test.name}</span>
                <OnlineTestWindow test={test} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="homework">
        <h2 id="homework">{classroomT("Homework")}</h2>
        <StudentHomework homework={homework} back="/dashboard" />
        {homeworkTotal > 0 ? (
          <p>
            <Link to="/homework">{classroomT("All homework ({{count}})", { count: homeworkTotal })}</Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="announcements">
        <h2 id="announcements">{familiesT("Announcements")}</h2>
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
  offered: { id: number; name: string }[];
  lastResult: Route.ComponentProps["actionData"];
}) {
  const [form, fields] = useForm<{ subjects: string[] }>({ id: "own-subjects", lastResult });
  const { t } = useTranslation("student");
  return (
    <Form method="post" id={form.id} noValidate className="card stack narrow">
      <FormToken />
      <FormError id={form.errorId} errors={form.errors} />
      <p>{t("Choose the subjects you take. Your teacher then gives you access.")}</p>
      <SubjectChecklist
        legend={t("Your subjects")}
        subjects={offered}
        ticked={[]}
        errors={fields.subjects.errors}
        errorId={fields.subjects.errorId}
      />
      <SubmitButton>{t("Choose subjects")}</SubmitButton>
    </Form>
  );
}
