import { Link } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { PublicPage } from "~/components/public-page";
import { publicPageData } from "~/http/public-page.server";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => pageMeta("Terms", "The terms for using this website and its classes.");

export const loader = publicPageData;

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { brand, contactEmail } = loaderData;
  return (
    <PublicPage title="Terms">
      <p>By registering or booking a session with {brand} you agree to these terms.</p>
      <h2>Courses and fees</h2>
      <p>
        Each batch's length, mode and timings are those on its card under <Link to="/#batches">Our Batches</Link>.
        Prices are those on our <Link to="/#pricing">pricing</Link> list; test papers, content and bundles are not
        refundable, and answer keys for test papers cost extra.
      </p>
      <h2>Doubt sessions</h2>
      <p>
        A booked slot is yours alone. If you cannot come, write to us before the session so that another student can
        have it.
      </p>
      <h2>Notes, videos and tests</h2>
      <p>
        Study material is for your own learning. Please do not share your account or pass the material on to others.
      </p>
      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </PublicPage>
  );
}
