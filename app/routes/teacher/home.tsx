import { Link, Outlet } from "react-router";
import { BatchCard } from "~/components/batch-card";
import { ItemSteps } from "~/components/item-steps";
import { WeeksPanel } from "~/components/weeks-panel";
import { listArchivedBatches, listBatchesWithSubjects } from "~/domain/catalogue.server";
import { listWeeks } from "~/domain/weeks.server";
import { requireTeacher } from "~/http/guards.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [{ title: "Teacher home" }];

export async function loader({ context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const [batches, weeks, archived] = await Promise.all([
    listBatchesWithSubjects(),
    listWeeks(teacher),
    listArchivedBatches(teacher),
  ]);
  return { batches, weeks, archived };
}

export default function TeacherHome({ loaderData }: Route.ComponentProps) {
  const { batches, weeks, archived } = loaderData;
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
                <div className="actions">
                  <Link
                    to={`/teacher/course/${batch.id}`}
                    className="button"
                    aria-label={`Open batch ${batch.batch_name}`}
                  >
                    Open batch
                  </Link>
                  <BatchSteps id={batch.id} name={batch.batch_name} steps={["edit", "archive", "delete"]} />
                </div>
              </BatchCard>
            </li>
          ))}
        </ul>
      </section>
      {archived.length > 0 ? (
        <section aria-labelledby="archived-batches">
          <h2 id="archived-batches">Archived batches</h2>
          <ul className="row-list">
            {archived.map((batch) => (
              <li key={batch.id} className="actions">
                <Link to={`/teacher/course/${batch.id}`}>{batch.batch_name}</Link>
                <BatchSteps id={batch.id} name={batch.batch_name} steps={["restore", "delete"]} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <WeeksPanel weeks={weeks} />
      <Outlet />
    </main>
  );
}

const STEP_LABELS = { edit: "Rename", archive: "Archive batch", restore: "Restore", delete: "Delete batch" };

/** A batch's life links (issue 10). */
function BatchSteps({ id, name, steps }: { id: number; name: string; steps: (keyof typeof STEP_LABELS)[] }) {
  return (
    <ItemSteps
      name={name}
      steps={steps.map((step) => ({ to: `/teacher/batches/${id}/${step}`, label: STEP_LABELS[step] }))}
    />
  );
}
