import { Link } from "react-router";
import { BatchCard } from "~/components/batch-card";
import type { LandingPage } from "~/domain/site/landing.server";

/**
 * 'Our Batches' in the top bar leads here (#batches): the first of the batches /register offers, never
 * more; when there are more, a link to all of them there.
 */
export function Programs({ batches, total }: { batches: LandingPage["batches"]; total: number }) {
  return (
    <section id="batches" className="landing-section" aria-labelledby="batches-title">
      <h2 id="batches-title">Our Batches</h2>
      {batches.length === 0 ? (
        <p className="muted">New batches will be announced here soon.</p>
      ) : (
        <>
          <p className="muted">Courses taught in small batches, with regular tests.</p>
          <div className="grid">
            {batches.map((batch) => (
              <BatchCard key={batch.id} batch={batch} />
            ))}
          </div>
          {total > batches.length ? (
            <p>
              <Link to="/register">See all {total} batches</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
