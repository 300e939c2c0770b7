import { useEffect } from "react";
import { Link, useNavigate, useOutlet } from "react-router";
import { AI_SCREEN_FLAG } from "~/components/assistant-stream";
import { ItemSteps } from "~/components/item-steps";
import { getBatchSubjects } from "~/domain/subjects.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import type { Route } from "./+types/batch";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.name ?? "Batch" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  return readForPage(() => getBatchSubjects(teacher, batchId));
}

export default function BatchPage({ loaderData }: Route.ComponentProps) {
  const { id: batchId, name: batchName, subjects } = loaderData;
  const base = `/teacher/course/${batchId}`;
  const outlet = useOutlet();
  const navigate = useNavigate();

  // A chat left open is reopened when the teacher comes back to the batch.
  useEffect(() => {
    const open = localStorage.getItem(AI_SCREEN_FLAG);
    const [batch, subject] = open?.split("/") ?? [];
    if (!outlet && batch === String(batchId) && subjects.some((s) => String(s.id) === subject)) {
      navigate(`${base}/subjects/${subject}/assistant`, { replace: true });
    }
  }, [outlet, batchId, base, subjects, navigate]);

  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher">← All batches</Link>
      </p>
      <div className="section-head">
        <h1>{batchName}</h1>
        <div className="actions">
          <Link to={`${base}/timetable`} className="button button-quiet">
            Timetable
          </Link>
          <Link to={`${base}/attendance`} className="button button-quiet">
            Take attendance
          </Link>
          <Link to={`${base}/subjects/new`} className="button" preventScrollReset>
            Add Subject
          </Link>
        </div>
      </div>
      {subjects.length === 0 ? <p className="empty">No subjects yet. Please add one.</p> : null}
      <ul className="grid">
        {subjects.map((subject) => (
          <li key={subject.id}>
            <article className="card" aria-labelledby={`subject-${subject.id}`}>
              <h2 id={`subject-${subject.id}`}>{subject.name}</h2>
              {subject.folders.length === 0 ? (
                <p className="muted">No folders yet</p>
              ) : (
                <ul className="folder-list" aria-label={`Folders of ${subject.name}`}>
                  {subject.folders.map((folder) => (
                    <li key={folder.id}>
                      <Link to={`/teacher/content/${subject.id}/${folder.id}`}>{folder.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
              <div className="actions">
                <Link
                  to={`/teacher/test/${batchId}/${subject.id}`}
                  className="button button-quiet"
                  aria-label={`Tests of ${subject.name}`}
                >
                  Tests
                </Link>
                <Link
                  to={`${base}/subjects/${subject.id}/students`}
                  className="button button-quiet"
                  aria-label={`Students of ${subject.name}`}
                  preventScrollReset
                >
                  Students
                </Link>
                <Link
                  to={`${base}/subjects/${subject.id}/folders/new`}
                  className="button button-quiet"
                  aria-label={`Add Folder to ${subject.name}`}
                  preventScrollReset
                >
                  Add Folder
                </Link>
                <Link
                  to={`${base}/subjects/${subject.id}/tests/new`}
                  className="button button-quiet"
                  aria-label={`Add Test to ${subject.name}`}
                  preventScrollReset
                >
                  Add Test
                </Link>
                <Link
                  to={`${base}/subjects/${subject.id}/assistant`}
                  className="button button-quiet"
                  aria-label={`AI Assistant for ${subject.name}`}
                  preventScrollReset
                >
                  AI Assistant
                </Link>
                <ItemSteps
                  name={subject.name}
                  steps={[
                    { to: `${base}/subjects/${subject.id}/rename`, label: "Rename" },
                    { to: `${base}/subjects/${subject.id}/delete`, label: "Delete" },
                  ]}
                />
              </div>
            </article>
          </li>
        ))}
      </ul>
      {outlet}
    </main>
  );
}
