import { Link } from "react-router";
import type { LandingPage } from "~/domain/site/landing.server";

/** 'Pricing' in the top bar leads here (#pricing). */
export function Pricing({ plans }: { plans: LandingPage["plans"] }) {
  return (
    <section id="pricing" className="landing-section" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Pricing</h2>
      {plans.length === 0 ? <p className="muted">Write to us for this year's fees.</p> : null}
      <div className="grid plans">
        {plans.map((plan) => (
          <article key={plan.id} className={plan.mostPopular ? "card plan plan-popular" : "card plan"}>
            {plan.mostPopular ? <p className="badge">Most Popular</p> : null}
            <h3>{plan.name}</h3>
            <p className="price">{plan.price === 0 ? "Free" : `₹${plan.price.toLocaleString("en-IN")}`}</p>
            <ul className="features">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Link to={plan.action.to} className={plan.mostPopular ? "button" : "button button-quiet"}>
              {plan.action.label}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
