import { Link } from "react-router";
import { BatchCard } from "~/components/batch-card";
import type { LandingPage } from "~/domain/site/landing.server";
import { useTranslation } from "~/i18n/use-translation";

/**
 * 'Our Batches' in the top bar leads here (#batches): the first of the batches /register offers, never
 * more; when there are more, a link to all of them there.
 */
export function Programs({ batches, total }: { batches: LandingPage["batches"]; total: number }) {
  const { t } = useTranslation("public");
  return (
    <section id="batches" className="landing-section" aria-labelledby="batches-title">
      <h2 id="batches-title">{t("Our Batches")}</h2>
      {batches.length === 0 ? (
        <p className="muted">{t("New batches will be announced here soon.")}</p>
      ) : (
        <>
          <p className="muted">{t("Courses taught in small batches, with regular tests.")}</p>
          <div className="grid">
            {batches.map((batch) => (
              <BatchCard key={batch.id} batch={batch} />
            ))}
          </div>
          {total > batches.length ? (
            <p>
              <Link to="/register">{t("See all {{total}} batches", { total })}</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
