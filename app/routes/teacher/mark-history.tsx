import { Link } from "react-router";
import { formatDateTime } from "~/domain/format.server";
import { markHistory } from "~/domain/marks/history.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import type { Route } from "./+types/mark-history";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Change history: ${loaderData.test.name}` : "Change history" },
];

/** Every change of a test's marks, newest first; ?student= narrows it to one student. Read-only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const student = new URL(request.url).searchParams.get("student");
  const history = await readForPage(() =>
    markHistory(teacher, idParam(params.testId), student ? idParam(student) : undefined),
  );
  return {
    ...history,
    student: student ? (history.changes[0]?.studentName ?? "this student") : null,
    changes: history.changes.map((change) => ({ ...change, when: formatDateTime(change.changedAt) })),
  };
}

export default function MarkHistory({ loaderData, params }: Route.ComponentProps) {
  const { test, changes, student } = loaderData;
  const here = `/teacher/test/${params.batchId}/${params.subjectId}/tests/${params.testId}/history`;
  return (
    <main id="main" className="page">
      <p>
        <Link to={`/teacher/test/${params.batchId}/${params.subjectId}?test=${test.id}`}>← {test.name}</Link>
      </p>
      <h1>Change history: {test.name}</h1>
      {student ? (
        <p>
          Changes for {student} only. <Link to={here}>Every student</Link>
        </p>
      ) : null}
      {changes.length === 0 ? (
        <p className="empty">No marks have been saved for this test yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Student</th>
                <th scope="col">Old</th>
                <th scope="col">New</th>
                <th scope="col">Remark</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.id}>
                  <td>{change.when}</td>
                  <td>{change.changedBy}</td>
                  <td>
                    <Link to={`${here}?student=${change.studentId}`}>
                      {change.rollNo === null ? "" : `${change.rollNo}. `}
                      {change.studentName}
                    </Link>
                  </td>
                  <td>{change.old ?? "Not entered"}</td>
                  <td>{change.new}</td>
                  <td>
                    {change.oldRemark === change.newRemark
                      ? change.newRemark
                      : `${change.oldRemark || "(none)"} → ${change.newRemark || "(none)"}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
