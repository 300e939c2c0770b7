import { Link } from "react-router";
import { formatDateTime, formatIsoDay, formatSize } from "~/domain/core/format.server";
import { homeworkDoneBy } from "~/domain/homework/homework.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import "~/styles/classroom.css";
import { HomeworkText } from "~/components/homework-text";
import type { Route } from "./+types/homework-done";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.homework.title ?? "Homework" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const language = languageFrom(context);
  const found = await readForPage(() => homeworkDoneBy(teacher, idParam(params.homeworkId)));
  if (found.homework.subject.batchId !== idParam(params.batchId)) throw new Response("Not found", { status: 404 });
  const { attachment } = found.homework;
  return {
    ...found,
    homework: {
      ...found.homework,
      attachment: attachment && { ...attachment, sizeShown: formatSize(attachment.size, language) },
    },
    setShown: formatIsoDay(found.homework.setOn, language),
    dueShown: formatIsoDay(found.homework.dueOn, language),
    done: found.done.map((student) => ({
      ...student,
      doneShown: student.doneAt ? formatDateTime(student.doneAt, language) : "",
    })),
  };
}

/** One homework for the teacher: its text, and who marked it done (and when) and who did not. */
export default function HomeworkDone({ loaderData }: Route.ComponentProps) {
  const { homework, done, notDone, setShown, dueShown } = loaderData;
  const { t } = useTranslation("classroom");
  const heads = { rollNo: t("Roll no."), student: t("Student"), done: t("Marked done") };
  const back = `/teacher/course/${homework.subject.batchId}/subjects/${homework.subject.id}/homework`;
  return (
    <main id="main" className="page">
      <p>
        <Link to={back}>← {t("Homework: {{subject}}", { subject: homework.subject.name })}</Link>
      </p>
      <h1 translate="no">{homework.title}</h1>
      <p className="muted">{t("Set on {{set}}, due on {{due}}", { set: setShown, due: dueShown })}</p>
      <HomeworkText homework={homework} />
      <section aria-labelledby="done-heading">
        <h2 id="done-heading">{t("Marked as done: {{count}}", { count: done.length })}</h2>
        {done.length === 0 ? (
          <p className="empty">{t("Nobody has marked it done yet.")}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{heads.rollNo}</th>
                <th scope="col">{heads.student}</th>
                <th scope="col">{heads.done}</th>
              </tr>
            </thead>
            <tbody>
              {done.map((student) => (
                <tr key={student.id}>
                  <td data-label={student.rollNo ? heads.rollNo : undefined}>{student.rollNo ?? ""}</td>
                  <th scope="row" translate="no">
                    {student.name}
                  </th>
                  <td data-label={heads.done}>{student.doneShown}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="not-done-heading">
        <h2 id="not-done-heading">{t("Not done: {{count}}", { count: notDone.length })}</h2>
        {notDone.length === 0 ? (
          <p className="empty">{t("Everyone has marked it done.")}</p>
        ) : (
          <ul aria-labelledby="not-done-heading">
            {notDone.map((student) => (
              <li key={student.id}>
                {student.rollNo ? `${student.rollNo}. ` : ""}
                {student.name}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
