import { Link } from "react-router";
import type { LandingPage } from "~/domain/site/landing.server";
import { useTranslation } from "~/i18n/use-translation";

/** 'Pricing' in the top bar leads here (#pricing). */
export function Pricing({ plans }: { plans: LandingPage["plans"] }) {
  const { t } = useTranslation("public");
  return (
    <section id="pricing" className="landing-section" aria-labelledby="pricing-title">
      <h2 id="pricing-title">{t("Pricing")}</h2>
      {plans.length === 0 ? <p className="muted">{t("Write to us for this year's fees.")}</p> : null}
      <div className="grid plans">
        {plans.map((plan) => (
          <article key={plan.id} className={plan.mostPopular ? "card plan plan-popular" : "card plan"}>
            {plan.mostPopular ? <p className="badge">{t("Most Popular")}</p> : null}
            <h3 translate="no">{plan.name}</h3>
            <p className="price">{plan.price === 0 ? t("Free") : `₹${plan.price.toLocaleString("en-IN")}`}</p>
            <ul className="features" translate="no">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Link to={plan.action.to} className={plan.mostPopular ? "button" : "button button-quiet"}>
              {t(plan.action.label, { name: plan.name })}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
