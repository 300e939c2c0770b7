import { AttendanceSummary } from "~/components/attendance-summary";
import { studentAttendance } from "~/domain/attendance/reports.server";
import { requireStudent } from "~/http/guards.server";
import { readForPage } from "~/http/pages.server";
import type { Route } from "./+types/attendance";

export const meta: Route.MetaFunction = () => [{ title: "Attendance" }];

export async function loader({ context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  return readForPage(() => studentAttendance(student, student.id));
}

/** The student's own attendance: overall, per subject, and the classes missed. */
export default function Attendance({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      <h1>Attendance</h1>
      <AttendanceSummary summary={loaderData} />
    </main>
  );
}
