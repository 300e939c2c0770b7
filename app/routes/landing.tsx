import { Link } from "react-router";
import { PublicHeader } from "~/components/public-header";
import { config } from "~/config.server";
import type { Route } from "./+types/landing";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.brand ?? "Coaching Institute"}: Maths and Science coaching, Classes 9 to 12` },
  { name: "description", content: "Offline Maths and Science coaching for Classes 9 to 12, with doubt sessions." },
];

export const loader = () => ({ brand: config.INSTITUTE_NAME });

export default function Landing({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PublicHeader brand={loaderData.brand} />
      <main className="page">
        <section className="hero">
          <p className="badge">Seats are Available</p>
          <h1>Maths and Science coaching for Classes 9 to 12</h1>
          <p className="lead">Offline, 12-month courses with regular tests and doubt sessions with the teacher.</p>
          <Link to="/register" className="button">
            Register Now
          </Link>
        </section>
      </main>
    </>
  );
}
