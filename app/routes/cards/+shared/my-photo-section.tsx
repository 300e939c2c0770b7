import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { photoSources } from "./photo-form";

/** On the student's 'My details': their photo, and their ID card and report card to download. */
export function MyPhotoSection({ photoKey, name }: { photoKey: string | null; name: string }) {
  const { t } = useTranslation("documents-cards");
  return (
    <section aria-labelledby="my-photo" className="card stack">
      <h2 id="my-photo">{t("Photo and ID card")}</h2>
      {photoKey ? (
        <img
          {...photoSources("/my-details/photo.webp", photoKey)}
          alt={t("Photo of {{name}}", { name })}
          width={90}
          height={120}
          className="student-photo"
        />
      ) : (
        <p className="empty">{t("No photo yet: the ID card shows the initials.")}</p>
      )}
      <p>
        <Link to="/my-details/photo">{photoKey ? t("Change photo") : t("Add photo")}</Link>
      </p>
      <ul>
        <li>
          <a href="/id-card.pdf" download>
            {t("ID card (PDF)")}
          </a>
        </li>
        <li>
          <a href="/report.pdf" download>
            {t("Report card (PDF)")}
          </a>
        </li>
      </ul>
    </section>
  );
}
