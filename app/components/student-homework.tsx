import { useTranslation } from "~/i18n/use-translation";
import "~/styles/classroom.css";
import { Form } from "react-router";
import type { HomeworkState } from "~/domain/homework/limits";
import { FormToken } from "./form-token";
import { HomeworkText } from "./homework-text";

export type ShownHomework = {
  id: number;
  title: string;
  html: string;
  attachment: { url: string; sizeShown: string } | null;
  subject: { name: string };
  dueShown: string;
  state: HomeworkState;
};

const STATE_WORDS: Record<HomeworkState, string> = {
  overdue: "Overdue",
  "due-soon": "Due soon",
  later: "",
  done: "Done",
};

/**
 * A student's homework (the dashboard's first few, or the Homework page with the texts): due soon first,
 * overdue marked, each with 'Mark as done' or 'Undo' as a plain form that comes back to `back`.
 */
export function StudentHomework({
  homework,
  back,
  withText,
}: {
  homework: ShownHomework[];
  back: "/dashboard" | "/homework";
  withText?: boolean;
}) {
  const { t } = useTranslation("classroom");
  if (homework.length === 0) return <p className="empty">{t("No homework for now.")}</p>;
  return (
    <ul className="homework-list">
      {homework.map((item) => (
        <li key={item.id} className={`card homework-${item.state}`}>
          <h3>
            <span translate="no">{item.title}</span>{" "}
            <span className="muted">
              (<span translate="no">{item.subject.name}</span>)
            </span>
          </h3>
          <p>
            {t("Due on {{due}}", { due: item.dueShown })}
            {STATE_WORDS[item.state] ? <strong className="homework-state"> {t(STATE_WORDS[item.state])}</strong> : null}
          </p>
          {withText ? <HomeworkText homework={item} /> : null}
          <Form method="post" action="/homework" className="inline-form">
            <FormToken />
            <input type="hidden" name="homework_id" value={item.id} />
            <input type="hidden" name="back" value={back} />
            <MarkButton title={item.title} done={item.state === "done"} />
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** 'Mark as done', or 'Undo' for work already marked done; each names its homework for screen readers. */
function MarkButton({ title, done }: { title: string; done: boolean }) {
  const { t } = useTranslation("classroom");
  return (
    <button
      type="submit"
      name="intent"
      value={done ? "undo" : "done"}
      className={done ? "button button-quiet" : "button"}
      aria-label={done ? t("Undo: {{title}}", { title }) : t("Mark as done: {{title}}", { title })}
    >
      {done ? t("Undo") : t("Mark as done")}
    </button>
  );
}
