import { Link } from "react-router";
import { HERO_PICTURE } from "./content";

/** The tagline from the Site page, when set, replaces the general line under the heading. */
export function Hero({ tagline }: { tagline: string }) {
  return (
    <section className="hero landing-hero" aria-labelledby="hero-title">
      <div>
        <p className="badge">Seats are Available</p>
        <h1 id="hero-title">Maths and Science coaching for Classes 9 to 12</h1>
        <p className="lead">
          {tagline || "Offline, 12-month courses with regular tests and doubt sessions with the teacher."}
        </p>
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
