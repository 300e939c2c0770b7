import { Link, Outlet } from "react-router";
import { BatchCard } from "~/components/batch-card";
import { WeeksPanel } from "~/components/weeks-panel";
import { listBatchesWithSubjects } from "~/domain/catalogue.server";
import { listWeeks } from "~/domain/weeks.server";
import { requireTeacher } from "~/http/guards.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [{ title: "Teacher home" }];

export async function loader({ context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const [batches, weeks] = await Promise.all([listBatchesWithSubjects(), listWeeks(teacher)]);
  return { batches, weeks };
}

export default function TeacherHome({ loaderData }: Route.ComponentProps) {
  const { batches, weeks } = loaderData;
  return (
    <main id="main" className="page">
      <h1>Teacher dashboard</h1>
      <section aria-labelledby="ongoing-batches">
        <div className="section-head">
          <h2 id="ongoing-batches">Ongoing Batches</h2>
          <Link to="/teacher/batches/new" className="button" preventScrollReset>
            + Add New Batch
          </Link>
        </div>
        {batches.length === 0 ? <p className="empty">No batches yet. Add the first one.</p> : null}
        <ul className="grid">
          {batches.map((batch) => (
            <li key={batch.id}>
              <BatchCard name={batch.batch_name} subjects={batch.subjects} duration={batch.duration}>
                <Link
                  to={`/teacher/course/${batch.id}`}
                  className="button"
                  aria-label={`Open batch ${batch.batch_name}`}
                >
                  Open batch
                </Link>
              </BatchCard>
            </li>
          ))}
        </ul>
      </section>
      <WeeksPanel weeks={weeks} />
      <Outlet />
    </main>
  );
}
