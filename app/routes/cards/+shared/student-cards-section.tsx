import { Link } from "react-router";
import { RemarksOnReport } from "~/components/remarks-on-report";
import { useTranslation } from "~/i18n/use-translation";
import { photoSources } from "./photo-form";

type Props = {
  studentId: number;
  name: string;
  photoKey: string | null;
  remarks: { text: string; writtenBy: string; day: string } | null;
};

/** On the teacher's student page: the photo and remarks, and the student's report card and ID card. */
export function StudentCardsSection({ studentId, name, photoKey, remarks }: Props) {
  const { t } = useTranslation("documents-cards");
  const page = `/teacher/students/${studentId}`;
  return (
    <section aria-labelledby="report-card" className="stack">
      <h2 id="report-card">{t("Report card and ID card")}</h2>
      {photoKey ? (
        <img
          {...photoSources(`${page}/photo.webp`, photoKey)}
          alt={t("Photo of {{name}}", { name })}
          width={90}
          height={120}
          className="student-photo"
        />
      ) : (
        <p className="empty">{t("No photo yet: the ID card shows the initials.")}</p>
      )}
      {remarks ? (
        <RemarksOnReport remarks={remarks} headingLevel={3} />
      ) : (
        <p className="empty">{t("No remarks yet.")}</p>
      )}
      <p className="actions">
        <Link to="photo" className="button button-quiet" preventScrollReset>
          {photoKey ? t("Change photo") : t("Add photo")}
        </Link>{" "}
        <Link to="remarks" className="button button-quiet" preventScrollReset>
          {remarks ? t("Edit remarks") : t("Write remarks")}
        </Link>
      </p>
      <ul>
        <li>
          <Link to={`${page}/report-card`}>{t("Report card")}</Link>
        </li>
        <li>
          <a href={`${page}/report-card.pdf`} download>
            {t("Report card (PDF)")}
          </a>
        </li>
        <li>
          <a href={`${page}/id-card.pdf`} download>
            {t("ID card (PDF)")}
          </a>
        </li>
      </ul>
    </section>
  );
}
