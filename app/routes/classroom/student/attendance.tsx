import { AttendanceSummary } from "~/components/attendance-summary";
import { studentAttendance } from "~/domain/attendance/reports.server";
import { requireStudent } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/attendance";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Attendance" }];

export async function loader({ context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const summary = await readForPage(() => studentAttendance(student, student.id));
  return { summary, title: translatorOf(context, "classroom")("Attendance") };
}

/** The student's own attendance: overall, per subject, and the classes missed. */
export default function Attendance({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("classroom");
  return (
    <main id="main" className="page">
      <h1>{t("Attendance")}</h1>
      <AttendanceSummary summary={loaderData.summary} />
    </main>
  );
}
