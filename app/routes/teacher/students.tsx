import { data, Form, Link } from "react-router";
import type { z } from "zod";
import { SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { listBatchOptions } from "~/domain/catalogue.server";
import { listStudents, listWaitingForAccess, permitAllWaiting } from "~/domain/student-directory.server";
import { handleButton } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idField } from "~/schemas/fields";
import { studentSearchSchema } from "~/schemas/student-directory";
import type { Route } from "./+types/students";

export const meta: Route.MetaFunction = () => [{ title: "Students" }];

/** The search lives in the address (?q=&batch=&page=), so a result can be bookmarked and paged without JS. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = studentSearchSchema.safeParse(params);
  const search = parsed.success ? parsed.data : { q: "", batch: undefined, page: 1 };
  const [list, waiting, batches] = await Promise.all([
    listStudents(teacher, search),
    listWaitingForAccess(teacher),
    listBatchOptions(teacher),
  ]);
  return { search, list, waiting, batches };
}

/** 'Permit all' for one subject of the 'Waiting for access' list. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const subjectId = idField("Subject").safeParse((await readFormData(request)).get("subjectId"));
  if (!subjectId.success) throw data("Choose a subject to permit.", { status: 400 });
  const here = new URL(request.url);
  return handleButton(context, `${here.pathname}${here.search}`, () => permitAllWaiting(teacher, subjectId.data));
}

const pageHref = (search: z.output<typeof studentSearchSchema>, page: number) => {
  const query = new URLSearchParams({
    q: search.q,
    batch: search.batch ? String(search.batch) : "",
    page: String(page),
  });
  return `/teacher/students?${query}`;
};

export default function Students({ loaderData }: Route.ComponentProps) {
  const { search, list, waiting, batches } = loaderData;
  return (
    <main id="main" className="page">
      <h1>Students</h1>
      {waiting.length > 0 ? (
        <section aria-labelledby="waiting">
          <h2 id="waiting">Waiting for access</h2>
          <ul className="row-list">
            {waiting.map((subject) => (
              <li key={subject.subject_id}>
                <Form method="post" className="actions">
                  <FormToken />
                  <input type="hidden" name="subjectId" value={subject.subject_id} />
                  <span>
                    <strong>
                      {subject.batch_name}: {subject.subject_name}
                    </strong>{" "}
                    · {subject.students.map((student) => student.name).join(", ")}
                  </span>
                  <SubmitButton className="button button-quiet">Permit all</SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="all-students">
        <h2 id="all-students">All students</h2>
        <Form method="get" className="actions search-form">
          <div className="field">
            <label htmlFor="q">Search by name or email</label>
            <input id="q" name="q" type="search" defaultValue={search.q} />
          </div>
          <div className="field">
            <label htmlFor="batch">Batch</label>
            <select id="batch" name="batch" defaultValue={search.batch ?? ""}>
              <option value="">All batches</option>
              {batches.map((batch) => (
                <option key={batch.id} value={batch.id}>
                  {batch.batch_name}
                  {batch.archived ? " (archived)" : ""}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            Search
          </button>
        </Form>
        <p className="muted">
          {list.total === 1 ? "1 student" : `${list.total} students`} · page {list.page} of {list.pages}
        </p>
        {list.students.length === 0 ? (
          <p className="empty">No students found</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Batch</th>
                </tr>
              </thead>
              <tbody>
                {list.students.map((student) => (
                  <tr key={student.id}>
                    <td>
                      <Link to={`/teacher/students/${student.id}`}>
                        {student.first_name} {student.last_name}
                      </Link>
                      {student.deactivated ? <span className="muted"> (deactivated)</span> : null}
                    </td>
                    <td>{student.email}</td>
                    <td>{student.batch_name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <nav className="actions" aria-label="Pages">
          {list.page > 1 ? <Link to={pageHref(search, list.page - 1)}>← Previous page</Link> : null}
          {list.page < list.pages ? <Link to={pageHref(search, list.page + 1)}>Next page →</Link> : null}
        </nav>
      </section>
    </main>
  );
}
