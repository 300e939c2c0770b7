import { Link } from "react-router";
import { registerHistory } from "~/domain/attendance/register.server";
import { type AttendanceStatus, STATUS_WORDS } from "~/domain/attendance/statuses";
import { requireTeacher } from "~/http/guards.server";
import { dateParam, idParam, readForPage } from "~/http/pages.server";
import type { Route } from "./+types/register-history";

export const meta: Route.MetaFunction = () => [{ title: "History of changes" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(() =>
    registerHistory(teacher, idParam(params.batchId), idParam(params.classId), dateParam(params.date)),
  );
}

const word = (status: string | null) => (status ? STATUS_WORDS[status as AttendanceStatus] : "Not taken");

/** Every change of the register's marks: who, when, old, new; never edited. */
export default function RegisterHistory({ loaderData }: Route.ComponentProps) {
  const { date, changes } = loaderData;
  const item = loaderData.class;
  return (
    <main id="main" className="page">
      <p>
        <Link to={`/teacher/course/${item.batchId}/register/${item.id}/${date}`}>← Register</Link>
      </p>
      <h1>
        History of changes: {item.subjectName}, {date}
      </h1>
      {changes.length === 0 ? (
        <p className="empty">No attendance taken yet.</p>
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
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.id}>
                  <td>{change.at}</td>
                  <td>{change.by}</td>
                  <td>{change.student}</td>
                  <td>{word(change.old)}</td>
                  <td>{word(change.now)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
