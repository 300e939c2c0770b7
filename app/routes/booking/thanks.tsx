import { Link } from "react-router";
import { Fact } from "~/components/fact";
import { PublicHeader } from "~/components/public-header";
import { config } from "~/config.server";
import { doubtDetails } from "~/domain/booking.server";
import { describeInstant } from "~/domain/time.server";
import { readForPage } from "~/http/pages.server";
import type { Route } from "./+types/thanks";

export const meta: Route.MetaFunction = () => [{ title: "Request sent" }];

export async function loader({ params }: Route.LoaderArgs) {
  const { doubt } = await readForPage(() => doubtDetails(params.doubtId));
  return {
    brand: config.INSTITUTE_NAME,
    doubt,
    start: describeInstant(new Date(doubt.date), config.INSTITUTE_TIMEZONE),
  };
}

export default function Thanks({ loaderData }: Route.ComponentProps) {
  const { brand, doubt, start } = loaderData;
  return (
    <>
      <PublicHeader brand={brand} />
      <main id="main" className="page narrow">
        <section className="card stack">
          <h1>Thank you!</h1>
          <p className="lead">Your request has been sent to the admin.</p>
          <dl className="details">
            <Fact label="Email">{doubt.user_email}</Fact>
            <Fact label="Time">
              {start.time} ({start.zone})
            </Fact>
            <Fact label="Date">{start.date}</Fact>
            <Fact label="Class">{doubt.class}</Fact>
            <Fact label="Type of Doubt">{doubt.doubt_type}</Fact>
            <Fact label="Status">{doubt.request_accepted ? "Approved" : "Approval Pending"}</Fact>
          </dl>
          <div className="actions">
            <a href={`/thanks/${doubt.id}/calendar.ics`} className="button button-quiet" download>
              Add to calendar (.ics)
            </a>
            <Link to="/" className="button">
              Explore
            </Link>
          </div>
        </section>
      </main>
    </>
  );
}
