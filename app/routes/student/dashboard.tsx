import { Link } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { getStudentDetails } from "~/domain/students.server";
import { requireStudent } from "~/http/guards.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () =>
  pageMeta("Your subjects", "Your subjects, with their notes, videos and tests.");

export async function loader({ context }: Route.LoaderArgs) {
  return getStudentDetails(requireStudent(context));
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { batch, subs, permitted, message } = loaderData;
  return (
    <main id="main" className="page">
      <h1>Welcome to {batch.batch_name}</h1>
      <h2>Registered Subjects</h2>
      {subs.length === 0 ? (
        <p className="empty">No subjects registered yet. Check back later</p>
      ) : !permitted ? (
        <p className="notice">{message}</p>
      ) : (
        <ul className="grid">
          {subs.map((subject) => (
            <li key={subject.id} className="card">
              <h3>{subject.subject_name}</h3>
              {subject.permitted ? null : <p className="muted">Access pending</p>}
              <Link
                to={`/subject/${subject.id}`}
                className="button"
                aria-label={`View Content of ${subject.subject_name}`}
              >
                View Content
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
