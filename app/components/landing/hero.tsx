import { Link } from "react-router";
import type { LandingPage } from "~/domain/site/landing.server";
import { HERO_PICTURE } from "./content";

/** The Site page's headline, badge (none when empty) and sub-heading (the tagline; a general line when empty). */
export function Hero({ hero }: { hero: LandingPage["hero"] }) {
  return (
    <section className="hero landing-hero" aria-labelledby="hero-title">
      <div>
        {hero.badge ? <p className="badge">{hero.badge}</p> : null}
        <h1 id="hero-title">{hero.headline}</h1>
        <p className="lead">{hero.subheading || "Regular tests, notes, and doubt sessions with the teacher."}</p>
        <Link to="/register" className="button">
          Register Now
        </Link>
      </div>
      {/* Above the fold, so fetched at once rather than lazily. */}
      <img
        className="hero-picture"
        src={HERO_PICTURE.src}
        alt={HERO_PICTURE.alt}
        width={HERO_PICTURE.width}
        height={HERO_PICTURE.height}
        decoding="async"
      />
    </section>
  );
}
