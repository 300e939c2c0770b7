import type { LandingPage } from "~/domain/site/landing.server";
import { useTranslation } from "~/i18n/use-translation";
import { LazyPicture } from "./picture";

export function Teacher({ teacher }: { teacher: NonNullable<LandingPage["teacher"]> }) {
  const { t } = useTranslation("public");
  return (
    <section className="landing-section teacher" aria-labelledby="teacher-title">
      {teacher.picture ? <LazyPicture picture={teacher.picture} className="teacher-picture" /> : null}
      <div>
        <h2 id="teacher-title">{t("Meet your teacher")}</h2>
        <p className="lead" translate="no">
          <strong>{teacher.name}</strong>
          {teacher.title ? `, ${teacher.title}` : null}
        </p>
        {teacher.biography.map((paragraph) => (
          <p key={paragraph} translate="no">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
