import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { recentClasses } from "~/domain/attendance/recent.server";
import { isOwner } from "~/domain/attendance/register.server";
import { lowAttendance, setLowThreshold } from "~/domain/attendance/reports.server";
import { formatIsoDay } from "~/domain/core/format.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { thresholdSchema } from "~/schemas/classroom";
import "~/styles/classroom.css";
import { Spaced } from "~/components/spaced";
import type { Route } from "./+types/attendance";

export const meta: Route.MetaFunction = () => [{ title: "Take attendance" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const [recent, low, owner] = await readForPage(() =>
    Promise.all([recentClasses(teacher, batchId), lowAttendance(teacher, batchId), isOwner(teacher)]),
  );
  const language = languageFrom(context);
  const classes = recent.classes.map((item) => ({ ...item, day: formatIsoDay(item.date, language) }));
  return { ...recent, classes, low, owner };
}

/** The owner sets the percentage under which students are listed under 'Low attendance'. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  return handleForm(await readFormData(request), thresholdSchema, async (value) => {
    const { message } = await setLowThreshold(teacher, value.threshold);
    return redirectWithToast(context, `/teacher/course/${batchId}/attendance`, "success", message);
  });
}

export default function Attendance({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, classes, low, owner, today } = loaderData;
  const { t } = useTranslation("classroom");
  const base = `/teacher/course/${batch.id}`;
  const [form, fields] = useForm({ lastResult: actionData, defaultValue: { threshold: low.threshold } });
  return (
    <main id="main" className="page">
      <p>
        <Link to={base}>← {batch.name}</Link>
      </p>
      <div className="section-head">
        <h1>{t("Take attendance")}</h1>
        <div className="actions">
          <Spaced>
            <Link to={`${base}/timetable`} className="button button-quiet">
              {t("Timetable")}
            </Link>
            <Link to={`${base}/attendance/month?month=${today.slice(0, 7)}`} className="button button-quiet">
              {t("Attendance by month")}
            </Link>
          </Spaced>
        </div>
      </div>
      <p className="muted">{t("The classes of today and the 7 days before. Older registers are read-only.")}</p>
      {classes.length === 0 ? (
        <p className="empty">{t("No classes in these days. Set the batch's timetable first.")}</p>
      ) : (
        <ul className="row-list">
          {classes.map((item) => (
            <li key={`${item.id}/${item.date}`}>
              {item.cancelled ? (
                <span className="class-cancelled">
                  <s>
                    {item.day} {item.startTime}–{item.endTime} {item.subjectName}
                  </s>{" "}
                  {t("Cancelled")}
                </span>
              ) : (
                <>
                  <Link to={`${base}/register/${item.id}/${item.date}`}>
                    {item.day} {item.startTime}–{item.endTime} {item.subjectName}
                  </Link>{" "}
                  <span className="muted">{item.taken ? t("Taken") : t("Not taken")}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <h2>{t("Low attendance")}</h2>
      <p className="muted">{t("Students under {{threshold}}%.", { threshold: low.threshold })}</p>
      {low.students.length === 0 ? (
        <p className="empty">{t("No student is under {{threshold}}%.", { threshold: low.threshold })}</p>
      ) : (
        <ul className="row-list" aria-label={t("Low attendance")}>
          {low.students.map((student) => (
            <li key={student.id}>
              <Link to={`/teacher/students/${student.id}`}>{student.name}</Link>:{" "}
              {t("{{percent}}% of {{classes}} classes", { percent: student.percent, classes: student.classes })}
            </li>
          ))}
        </ul>
      )}
      {owner ? (
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack narrow">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <Field label={t("Low attendance below (%)")} type="number" meta={fields.threshold} min={1} max={100} />
          <SubmitButton>{t("Save threshold")}</SubmitButton>
        </Form>
      ) : null}
    </main>
  );
}
