import { Link } from "react-router";
import type { LandingPage } from "~/domain/site/landing.server";
import { useTranslation } from "~/i18n/use-translation";

/** 'Why us?' in the top bar leads here (#why-us): the Site page's three cards, then booking. */
export function WhyUs({ reasons }: { reasons: LandingPage["reasons"] }) {
  const { t } = useTranslation("public");
  return (
    <section id="why-us" className="landing-section" aria-labelledby="why-us-title">
      <h2 id="why-us-title">{t("Why students choose us")}</h2>
      <div className="grid">
        {reasons.map((reason, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: three fixed places, whose titles may repeat
          <article key={index} className="card reason" translate="no">
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </article>
        ))}
        <Link to="/slot" className="card doubt-card">
          <span className="doubt-title">{t("Doubt?")}</span> <span>{t("Book a doubt session with the teacher")}</span>
        </Link>
      </div>
    </section>
  );
}
