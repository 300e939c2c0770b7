import { Link } from "react-router";
import { REASONS } from "./content";

/** 'Why us?' in the top bar leads here (#why-us). */
export function WhyUs() {
  return (
    <section id="why-us" className="landing-section" aria-labelledby="why-us-title">
      <h2 id="why-us-title">Why students choose us</h2>
      <div className="grid">
        {REASONS.map((reason) => (
          <article key={reason.title} className="card reason">
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </article>
        ))}
        <Link to="/slot" className="card doubt-card">
          <span className="doubt-title">Doubt?</span>
          <span>Book a doubt session with the teacher</span>
        </Link>
      </div>
    </section>
  );
}
