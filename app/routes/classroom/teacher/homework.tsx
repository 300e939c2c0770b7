import { Link, useOutlet } from "react-router";
import { ItemSteps } from "~/components/item-steps";
import { formatIsoDay } from "~/domain/core/format.server";
import { subjectHomework } from "~/domain/homework/homework.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import "~/styles/classroom.css";
import { Spaced } from "~/components/spaced";
import type { Route } from "./+types/homework";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Homework" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const language = languageFrom(context);
  const { subject, students, homework } = await readForPage(() =>
    subjectHomework(teacher, idParam(params.subjectId), idParam(params.batchId)),
  );
  const t = translatorOf(context, "classroom");
  return {
    subject,
    students,
    homework: homework.map((item) => ({
      ...item,
      setShown: formatIsoDay(item.setOn, language),
      dueShown: formatIsoDay(item.dueOn, language),
    })),
    title: `${t("Homework")}: ${subject.name}`,
  };
}

/** A subject's homework, latest due first, each with how many students marked it done; 'Set homework'. */
export default function SubjectHomework({ loaderData }: Route.ComponentProps) {
  const { subject, students, homework } = loaderData;
  const { t } = useTranslation("classroom");
  const outlet = useOutlet();
  const base = `/teacher/course/${subject.batch.id}`;
  const here = `${base}/subjects/${subject.id}/homework`;
  return (
    <main id="main" className="page">
      <p>
        <Link to={base}>← {subject.batch.name}</Link>
      </p>
      <div className="section-head">
        <h1>{t("Homework: {{subject}}", { subject: subject.name })}</h1>
        <div className="actions">
          <Spaced>
            <Link to={`${here}/new`} className="button" preventScrollReset>
              {t("Set homework")}
            </Link>
          </Spaced>
        </div>
      </div>
      {homework.length === 0 ? <p className="empty">{t("No homework set yet.")}</p> : null}
      <ul className="homework-list">
        {homework.map((item) => (
          <li key={item.id} className="card">
            <h2>
              <Link to={`${base}/homework/${item.id}`} translate="no">
                {item.title}
              </Link>
            </h2>
            <p className="muted">
              {t("Set on {{set}}, due on {{due}}", { set: item.setShown, due: item.dueShown })}
              {item.attachment ? ` · ${t("PDF attached")}` : null}
            </p>
            <p>{t("Done: {{done}} of {{students}}", { done: item.doneCount, students })}</p>
            <div className="actions">
              <Spaced>
                <ItemSteps
                  name={item.title}
                  steps={[
                    { to: `${here}/${item.id}/edit`, label: "Edit" },
                    { to: `${here}/${item.id}/delete`, label: "Delete" },
                  ]}
                />
              </Spaced>
            </div>
          </li>
        ))}
      </ul>
      {outlet}
    </main>
  );
}
