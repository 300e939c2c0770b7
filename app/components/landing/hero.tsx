import { Link } from "react-router";
import type { LandingPage } from "~/domain/site/landing.server";
import { useTranslation } from "~/i18n/use-translation";
import { HERO_PICTURE } from "./content";

/** The Site page's headline, badge (none when empty) and sub-heading (the tagline; a general line when empty). */
export function Hero({ hero }: { hero: LandingPage["hero"] }) {
  const { t } = useTranslation("public");
  return (
    <section className="hero landing-hero" aria-labelledby="hero-title">
      <div>
        {hero.badge ? (
          <p className="badge" translate="no">
            {hero.badge}
          </p>
        ) : null}
        <h1 id="hero-title" translate="no">
          {hero.headline}
        </h1>
        {hero.subheading ? (
          <p className="lead" translate="no">
            {hero.subheading}
          </p>
        ) : (
          <p className="lead">{t("Regular tests, notes, and doubt sessions with the teacher.")}</p>
        )}
        <Link to="/register" className="button">
          {t("Register Now")}
        </Link>{" "}
        <Link to="/enquire" className="button button-quiet">
          {t("Enquire")}
        </Link>
      </div>
      {/* Above the fold, so fetched at once rather than lazily. */}
      <img
        className="hero-picture"
        src={HERO_PICTURE.src}
        alt={t(HERO_PICTURE.alt)}
        width={HERO_PICTURE.width}
        height={HERO_PICTURE.height}
        decoding="async"
      />
    </section>
  );
}
