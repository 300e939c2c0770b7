import { Link } from "react-router";
import { PLANS } from "./content";

/** 'Pricing' in the top bar leads here (#pricing). */
export function Pricing() {
  return (
    <section id="pricing" className="landing-section" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Pricing</h2>
      <div className="grid plans">
        {PLANS.map((plan) => (
          <article key={plan.name} className={plan.mostPopular ? "card plan plan-popular" : "card plan"}>
            {plan.mostPopular ? <p className="badge">Most Popular</p> : null}
            <h3>{plan.name}</h3>
            <p className="price">₹{plan.price}</p>
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
