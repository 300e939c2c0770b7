import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import "~/styles/classroom.css";
import { ClassLine } from "./class-line";

type Props = { classes: (Parameters<typeof ClassLine>[0]["item"] & { id: number })[] };

/** The dashboard's 'Today's classes': when and where each class of the day is, and the link to the week. */
export function TodaysClasses({ classes }: Props) {
  const { t } = useTranslation("classroom");
  return (
    <section aria-labelledby="todays-classes">
      <h2 id="todays-classes">{t("Today's classes")}</h2>
      {classes.length === 0 ? (
        <p className="empty">{t("No classes today.")}</p>
      ) : (
        <ul>
          {classes.map((item) => (
            <ClassLine key={item.id} item={item} />
          ))}
        </ul>
      )}
      <p>
        <Link to="/timetable">{t("Timetable")}</Link>
      </p>
    </section>
  );
}
