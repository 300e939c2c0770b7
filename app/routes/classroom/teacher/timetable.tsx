import { useForm } from "@conform-to/react";
import { Form, Link, useOutlet } from "react-router";
import { FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { formatIsoDay } from "~/domain/core/format.server";
import { WEEKDAYS } from "~/domain/core/weekdays";
import { addWeeklyClass, deleteClass, getTimetable, restoreClass } from "~/domain/timetable/classes.server";
import { handleButton } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { weeklyClassSchema } from "~/schemas/classroom";
import { idOfText } from "~/schemas/fields";
import "~/styles/classroom.css";
import { Spaced } from "~/components/spaced";
import { ClassPlaceFields } from "../+shared/class-form";
import type { Route } from "./+types/timetable";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Timetable" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const timetable = await readForPage(() => getTimetable(teacher, idParam(params.batchId)));
  const language = languageFrom(context);
  return {
    ...timetable,
    extra: timetable.extra.map((item) => ({ ...item, day: formatIsoDay(item.onDate ?? "", language) })),
    cancellations: timetable.cancellations.map((row) => ({ ...row, day: formatIsoDay(row.date, language) })),
    title: `${translatorOf(context, "classroom")("Timetable")}: ${timetable.batch.name}`,
  };
}

/** 'Add class' (the form on the page), and a class's 'Delete' and a cancellation's 'Restore' buttons. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const here = `/teacher/course/${batchId}/timetable`;
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "delete" || intent === "restore") {
    const classId = idOfText(String(form.get("class_id") ?? "")) ?? 0;
    return handleButton(context, here, () => {
      if (intent === "delete") return deleteClass(teacher, batchId, classId);
      return restoreClass(teacher, batchId, classId, String(form.get("date") ?? ""));
    });
  }
  return handleForm(form, weeklyClassSchema, async (value) => {
    const { message } = await addWeeklyClass(teacher, batchId, value);
    return redirectWithToast(context, here, "success", message);
  });
}

export default function Timetable({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, weekly, extra, cancellations, subjects } = loaderData;
  const base = `/teacher/course/${batch.id}`;
  const { t } = useTranslation("classroom");
  const outlet = useOutlet();
  const formResult = actionData && "status" in actionData ? actionData : undefined;
  const buttonMessage = actionData && "message" in actionData ? String(actionData.message) : null;
  const [form, fields] = useForm<{
    weekday: string;
    subject_id: string;
    start_time: string;
    end_time: string;
    room: string;
    meeting_url: string;
  }>({ id: "add-class", lastResult: formResult, shouldValidate: "onSubmit" });
  return (
    <main id="main" className="page">
      <p>
        <Link to={base}>← {batch.name}</Link>
      </p>
      <div className="section-head">
        <h1>{t("Timetable")}</h1>
        <div className="actions">
          <Spaced>
            <Link to={`${base}/timetable/extra`} className="button button-quiet" preventScrollReset>
              {t("Extra class")}
            </Link>
            <Link to={`${base}/attendance`} className="button button-quiet">
              {t("Take attendance")}
            </Link>
          </Spaced>
        </div>
      </div>
      {buttonMessage ? (
        <p className="form-error" role="alert">
          {buttonMessage}
        </p>
      ) : null}
      <h2>{t("Weekly classes")}</h2>
      {weekly.length === 0 ? <p className="empty">{t("No classes yet. Add the first one below.")}</p> : null}
      {WEEKDAYS.map((day) => {
        const classes = weekly.filter((item) => item.weekday === day);
        if (classes.length === 0) return null;
        return (
          <section key={day} className="timetable-day" aria-label={t(day)}>
            <h3>{t(day)}</h3>
            <ul>
              {classes.map((item) => (
                <li key={item.id}>
                  <strong>
                    {item.startTime}–{item.endTime}
                  </strong>{" "}
                  {item.subjectName}, {item.room || t("Online")}
                  {item.meetingUrl ? (
                    <>
                      {" "}
                      (<a href={item.meetingUrl}>{t("meeting link")}</a>)
                    </>
                  ) : null}
                  <div className="actions">
                    <Spaced>
                      <Link
                        to={`${base}/timetable/${item.id}/cancel`}
                        className="button button-quiet"
                        aria-label={t("Cancel class: {{subject}} on {{day}} {{time}}", {
                          subject: item.subjectName,
                          day: t(day),
                          time: item.startTime,
                        })}
                        preventScrollReset
                      >
                        {t("Cancel class")}
                      </Link>
                      <Form method="post" className="inline-form">
                        <FormToken />
                        <input type="hidden" name="class_id" value={item.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="delete"
                          className="button button-quiet"
                          aria-label={t("Delete {{subject}} on {{day}} {{time}}", {
                            subject: item.subjectName,
                            day: t(day),
                            time: item.startTime,
                          })}
                        >
                          {t("Delete")}
                        </button>
                      </Form>
                    </Spaced>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {extra.length > 0 ? (
        <>
          <h2>{t("Extra classes")}</h2>
          <ul>
            {extra.map((item) => (
              <li key={item.id}>
                {item.day} {item.startTime}–{item.endTime}: {item.subjectName}, {item.room || t("Online")}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {cancellations.length > 0 ? (
        <>
          <h2>{t("Cancelled classes")}</h2>
          <ul>
            {cancellations.map((row) => (
              <li key={row.id}>
                <s>
                  {row.day} {row.class.startTime}–{row.class.endTime}: {row.class.subjectName}
                </s>
                {row.reason ? ` (${row.reason})` : null}
                <Form method="post" className="inline-form">
                  <FormToken />
                  <input type="hidden" name="class_id" value={row.class.id} />
                  <input type="hidden" name="date" value={row.date} />
                  <button type="submit" name="intent" value="restore" className="button button-quiet">
                    {t("Restore")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 id="add-class-heading">{t("Add class")}</h2>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="stack narrow"
        aria-labelledby="add-class-heading"
      >
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <SelectField
          label={t("Day")}
          meta={fields.weekday}
          placeholder={t("Choose a day")}
          options={WEEKDAYS.map((day) => ({ value: day, label: t(day) }))}
        />
        <ClassPlaceFields fields={fields} subjects={subjects} />
        <SubmitButton name="intent" value="add">
          {t("Add class")}
        </SubmitButton>
      </Form>
      {outlet}
    </main>
  );
}
